import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { BotCheckGuard } from '@shared/http/bot-check.guard';
import { SessionManager } from '../session/session-manager';

/**
 * sendActivationCode serves signup (a visitor: bot check) and the profile's e-mail change (a
 * logged-in customer, whose screen has no widget: the session is the proof).
 */
@Injectable()
export class BotCheckUnlessCustomerGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionManager,
    private readonly botCheck: BotCheckGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (await this.sessions.currentCustomerId(req)) {
      const body = req.body as Record<string, unknown> | undefined;
      if (body && typeof body === 'object') delete body.altcha;
      return true;
    }
    return this.botCheck.canActivate(context);
  }
}
