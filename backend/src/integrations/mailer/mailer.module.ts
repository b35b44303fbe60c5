import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '@config/app-config';
import { Mailer } from '@shared/ports/mailer.port';
import { DevMailboxTransport } from './dev-mailbox.transport';
import { DevMailboxController } from './http/dev-mailbox.controller';
import { DevMailOrmEntity } from './infra/dev-mail.orm-entity';
import { MailTransport } from './mail-transport';
import { QueuedMailer } from './queued-mailer';
import { SmtpTransport } from './smtp.transport';

/** Mail port for every context: queued sending; SMTP when configured, else the dev mailbox. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([DevMailOrmEntity])],
  controllers: [DevMailboxController],
  providers: [
    { provide: Mailer, useClass: QueuedMailer },
    {
      provide: MailTransport,
      inject: [AppConfig, DevMailboxTransport],
      useFactory: (config: AppConfig, devMailbox: DevMailboxTransport) =>
        config.env.SMTP_HOST ? new SmtpTransport(config) : devMailbox,
    },
    DevMailboxTransport,
  ],
  exports: [Mailer, MailTransport],
})
export class MailerModule {}
