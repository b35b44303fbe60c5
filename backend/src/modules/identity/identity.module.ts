import { Module } from '@nestjs/common';
import { Argon2PasswordHasher } from './infra/argon2-password-hasher';
import { RedisSessionStore } from './infra/redis-session.store';
import { CsrfTokenController } from './http/csrf-token.controller';
import { CsrfGuard } from './http/guards/csrf.guard';
import { SessionManager } from './http/session/session-manager';
import { PasswordHasher } from './ports/password-hasher';
import { SessionStore } from './ports/session.store';

/** Customers, admins, sessions, CSRF, one-time codes, passwords. */
@Module({
  controllers: [CsrfTokenController],
  providers: [
    { provide: SessionStore, useClass: RedisSessionStore },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    SessionManager,
    CsrfGuard,
  ],
  exports: [SessionManager, CsrfGuard, PasswordHasher],
})
export class IdentityModule {}
