import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@shared/domain/domain-error';
import { AdminView, isMaster, toAdminView } from '../../domain/admin';
import { IdentityErrors } from '../../domain/identity.errors';
import { AdminSessionManager } from '../session/admin-session-manager';

const ADMIN = Symbol('admin');
type WithAdmin = FastifyRequest & { [ADMIN]?: AdminView };

/** Back-office endpoints: 401 without an admin session. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: AdminSessionManager) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<WithAdmin>();
    const admin = await this.sessions.currentAdmin(req);
    if (!admin) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    req[ADMIN] = toAdminView(admin);
    return true;
  }
}

/** Master-admin endpoints: after AdminGuard, 403 for an ordinary admin. */
@Injectable()
export class MasterGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const admin = context.switchToHttp().getRequest<WithAdmin>()[ADMIN];
    if (!admin) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    if (!isMaster(admin)) throw new DomainError(IdentityErrors.NOT_MASTER);
    return true;
  }
}

export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiCookieAuth('asid'),
    // The role in the OpenAPI document: the authorization matrix test reads it from there.
    ApiExtension('x-role', 'admin'),
    ApiUnauthorizedResponse({ description: 'Unauthorized' }),
  );

export const MasterOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard, MasterGuard),
    ApiCookieAuth('asid'),
    ApiExtension('x-role', 'master'),
    ApiUnauthorizedResponse({ description: 'Unauthorized' }),
    ApiForbiddenResponse({ description: 'Forbidden' }),
  );

/** The logged-in admin (use with @AdminOnly() or @MasterOnly()). */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminView =>
    context.switchToHttp().getRequest<WithAdmin>()[ADMIN]!,
);
