import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiBadRequestResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/domain-error';
import { BotCheck } from '../ports/bot-check.port';

/**
 * Checks the solved bot-check payload in the body field `altcha`, then removes the field so the
 * route's DTO stays the specification's payload.
 */
@Injectable()
export class BotCheckGuard implements CanActivate {
  constructor(private readonly botCheck: BotCheck) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const body = req.body as Record<string, unknown> | undefined;
    const payload = body && typeof body === 'object' ? body.altcha : undefined;
    if (!(await this.botCheck.verify(payload))) throw new DomainError('SHARED.BOT_CHECK_FAILED');
    delete body!.altcha;
    return true;
  }
}

/** Apply to a route whose form carries the bot-check widget. */
export const RequireBotCheck = () =>
  applyDecorators(
    UseGuards(BotCheckGuard),
    ApiBadRequestResponse({ description: 'Bot check failed' }),
  );
