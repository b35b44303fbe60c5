import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@shared/domain/domain-error';
import { IdentityErrors } from '../../domain/identity.errors';
import { SessionManager } from '../session/session-manager';

const CUSTOMER_ID = Symbol('customerId');
type WithCustomer = FastifyRequest & { [CUSTOMER_ID]?: string };

/** Customer endpoints: 401 without a logged-in customer session. */
@Injectable()
export class CustomerGuard implements CanActivate {
  constructor(private readonly sessions: SessionManager) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<WithCustomer>();
    const customerId = await this.sessions.currentCustomerId(req);
    if (!customerId) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    req[CUSTOMER_ID] = customerId;
    return true;
  }
}

export const CustomerOnly = () =>
  applyDecorators(
    UseGuards(CustomerGuard),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Unauthorized' }),
  );

/** The id of the logged-in customer (use with @CustomerOnly()). */
export const CurrentCustomerId = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<WithCustomer>()[CUSTOMER_ID]!,
);
