import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../shared/domain/domain-error';
import { IdentityErrors } from '../../domain/identity.errors';
import { SessionManager } from '../session/session-manager';

/**
 * PLACEHOLDER until the admin identity lands on main (same exports as the real guard). It lets
 * in a session whose `adminId` names an existing admin; nothing in this branch can put an
 * `adminId` into a session except the tests, so it opens no door.
 */
export interface CurrentAdminView {
  id: string;
  email: string;
  type: string;
}

const ADMIN = Symbol('admin');
type WithAdmin = FastifyRequest & { [ADMIN]?: CurrentAdminView };

@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionManager,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<WithAdmin>();
    const adminId = (await this.sessions.current(req))?.adminId;
    const [admin] =
      adminId && /^[0-9a-f-]{36}$/i.test(adminId)
        ? await this.db.query('SELECT id, email, type FROM admins WHERE id = $1', [adminId])
        : [];
    if (!admin) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    req[ADMIN] = admin;
    return true;
  }
}

export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Unauthorized' }),
  );

/** The logged-in admin (use with @AdminOnly()). */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<WithAdmin>()[ADMIN]!,
);
