import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@shared/domain/domain-error';
import { IdentityErrors } from '../../domain/identity.errors';
import { CSRF_EXEMPT } from '@shared/http/csrf-exempt.decorator';
import { SessionManager } from '../session/session-manager';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every mutating call must carry the token of its own session in `x-csrf-token`
 * (obtained from GET /api/user/token). Applied globally; webhooks opt out with @CsrfExempt().
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionManager,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (
      this.reflector.getAllAndOverride<boolean>(CSRF_EXEMPT, [
        context.getHandler(),
        context.getClass(),
      ])
    ) {
      return true;
    }
    const sent = req.headers['x-csrf-token'];
    if (typeof sent !== 'string' || !sent || !(await this.sessions.csrfTokenMatches(req, sent))) {
      throw new DomainError(IdentityErrors.CSRF_INVALID);
    }
    return true;
  }
}
