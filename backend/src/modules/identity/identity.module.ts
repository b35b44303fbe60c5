import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BotCheckGuard } from '@shared/http/bot-check.guard';
import { AdminManagementController } from './http/admin-management.controller';
import { AdminProfileController } from './http/admin-profile.controller';
import { AdminSessionController } from './http/admin-session.controller';
import { AdminSecondFactorLoginController } from './http/admin-second-factor-login.controller';
import { AdminSecondFactorController } from './http/admin-second-factor.controller';
import { AesGcmSecretCipher } from './infra/aes-gcm-secret-cipher';
import { OtplibTotpAuthenticator } from './infra/otplib-totp-authenticator';
import { SecondFactorPolicySqlStore } from './infra/second-factor-policy.sql-repository';
import { SecondFactorSqlRepository } from './infra/second-factor.sql-repository';
import { SecondFactorPolicyStore } from './ports/second-factor-policy-store.port';
import { SecondFactorRepository } from './ports/second-factor-repository.port';
import { SecretCipher } from './ports/secret-cipher.port';
import { TotpAuthenticator } from './ports/totp-authenticator.port';
import { AdminSecondFactorLoginService } from './services/admin-second-factor-login.service';
import { ConfirmTotpEnrolmentService } from './services/confirm-totp-enrolment.service';
import { ResetSecondFactorService } from './services/reset-second-factor.service';
import { SecondFactorSettingsService } from './services/second-factor-settings.service';
import { StartTotpEnrolmentService } from './services/start-totp-enrolment.service';
import { AdminsResourceController } from './http/admins-resource.controller';
import { AuditLogController } from './http/audit-log.controller';
import { AdminGuard, MasterGuard } from './http/guards/admin.guard';
import { AdminSessionManager } from './http/session/admin-session-manager';
import { AdminAuditLogSql } from './infra/admin-audit-log.sql-repository';
import { AdminSqlRepository } from './infra/admin.sql-repository';
import { AuditLogReadModel } from './infra/audit-log.read-model';
import { AdminAuditLog } from './ports/admin-audit-log.port';
import { AdminRepository } from './ports/admin-repository.port';
import { AuditLogReader } from './ports/audit-log-reader.port';
import { AdminLoginService } from './services/admin-login.service';
import { RecordAdminActionService } from './services/record-admin-action.service';
import { BlockCustomerService } from './services/block-customer.service';
import { CustomerBlockRepository } from './ports/customer-block-repository.port';
import { CustomerBlockSqlRepository } from './infra/customer-block.sql-repository';
import { BootstrapMasterAdminService } from './services/bootstrap-master-admin.service';
import { ChangeAdminPasswordService } from './services/change-admin-password.service';
import { CreateAdminService } from './services/create-admin.service';
import { FindAdminService } from './services/find-admin.service';
import { ListAdminsService } from './services/list-admins.service';
import { RemoveAdminService } from './services/remove-admin.service';
import { UpdateAdminProfileService } from './services/update-admin-profile.service';
import { LoginController } from './http/login.controller';
import { CsrfTokenController } from './http/csrf-token.controller';
import { BotCheckUnlessCustomerGuard } from './http/guards/bot-check-unless-customer.guard';
import { CsrfGuard } from './http/guards/csrf.guard';
import { CustomerGuard } from './http/guards/customer.guard';
import { PasswordResetController } from './http/password-reset.controller';
import { ProfileController } from './http/profile.controller';
import { SessionManager } from './http/session/session-manager';
import { SignupController } from './http/signup.controller';
import { Argon2PasswordHasher } from './infra/argon2-password-hasher';
import { CustomerOrmEntity } from './infra/customer.orm-entity';
import { CustomerTypeormRepository } from './infra/customer.sql-repository';
import { HmacCodeHasher } from './infra/hmac-code-hasher';
import { OneTimeCodeOrmEntity } from './infra/one-time-code.orm-entity';
import { OneTimeCodeTypeormRepository } from './infra/one-time-code.sql-repository';
import { RedisSessionRevoker, RedisSessionStore } from './infra/redis-session-store';
import { RedisAttemptCounters } from './infra/redis-attempt-counters';
import { AttemptCounters } from './ports/attempt-counters.port';
import { CodeHasher } from './ports/code-hasher.port';
import { LoginAttempts } from './services/login-attempts';
import { CustomerRepository } from './ports/customer-repository.port';
import { OneTimeCodeRepository } from './ports/one-time-code-repository.port';
import { PasswordHasher } from './ports/password-hasher.port';
import { SessionRevoker } from './ports/session-revoker.port';
import { SessionStore } from './ports/session-store.port';
import { LoginService } from './services/login.service';
import { OneTimeCodesService } from './services/one-time-codes.service';
import { PasswordResetService } from './services/password-reset.service';
import { ChangeCustomerPasswordService } from './services/change-customer-password.service';
import { ChangeEmailService } from './services/change-email.service';
import { ProfileService } from './services/profile.service';
import { SignupService } from './services/signup.service';
import { identityHttpErrors } from './http/identity.http-errors';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';

/** Customers, admins, sessions, CSRF, one-time codes, passwords, the audit log of admin actions. */
@Module({
  imports: [TypeOrmModule.forFeature([CustomerOrmEntity, OneTimeCodeOrmEntity])],
  controllers: [
    CsrfTokenController,
    SignupController,
    LoginController,
    PasswordResetController,
    ProfileController,
    AdminSessionController,
    AdminSecondFactorLoginController,
    AdminSecondFactorController,
    AdminProfileController,
    AdminManagementController,
    AdminsResourceController,
    AuditLogController,
  ],
  providers: [
    { provide: SessionStore, useClass: RedisSessionStore },
    { provide: SessionRevoker, useClass: RedisSessionRevoker },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: CodeHasher, useClass: HmacCodeHasher },
    { provide: CustomerRepository, useClass: CustomerTypeormRepository },
    { provide: OneTimeCodeRepository, useClass: OneTimeCodeTypeormRepository },
    { provide: AdminRepository, useClass: AdminSqlRepository },
    { provide: AdminAuditLog, useClass: AdminAuditLogSql },
    { provide: CustomerBlockRepository, useClass: CustomerBlockSqlRepository },
    BlockCustomerService,
    { provide: AttemptCounters, useClass: RedisAttemptCounters },
    { provide: SecondFactorRepository, useClass: SecondFactorSqlRepository },
    { provide: SecondFactorPolicyStore, useClass: SecondFactorPolicySqlStore },
    { provide: TotpAuthenticator, useClass: OtplibTotpAuthenticator },
    { provide: SecretCipher, useClass: AesGcmSecretCipher },
    LoginAttempts,
    { provide: AuditLogReader, useClass: AuditLogReadModel },
    SessionManager,
    CsrfGuard,
    CustomerGuard,
    BotCheckGuard,
    BotCheckUnlessCustomerGuard,
    OneTimeCodesService,
    SignupService,
    LoginService,
    PasswordResetService,
    ProfileService,
    ChangeEmailService,
    ChangeCustomerPasswordService,
    AdminSessionManager,
    AdminGuard,
    MasterGuard,
    AdminLoginService,
    AdminSecondFactorLoginService,
    StartTotpEnrolmentService,
    ConfirmTotpEnrolmentService,
    ResetSecondFactorService,
    SecondFactorSettingsService,
    RecordAdminActionService,
    ChangeAdminPasswordService,
    UpdateAdminProfileService,
    CreateAdminService,
    ListAdminsService,
    FindAdminService,
    RemoveAdminService,
    BootstrapMasterAdminService,
  ],
  exports: [
    BlockCustomerService,
    SessionManager,
    CsrfGuard,
    CustomerGuard,
    PasswordHasher,
    AdminSessionManager,
    AdminGuard,
    MasterGuard,
    RecordAdminActionService,
    BootstrapMasterAdminService,
  ],
})
export class IdentityModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(identityHttpErrors);
  }
}
