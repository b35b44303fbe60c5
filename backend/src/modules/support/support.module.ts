import { Module } from '@nestjs/common';
import { BotCheckGuard } from '@shared/http/bot-check.guard';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';
import { ContactController } from './http/contact.controller';
import { CreditRequestController } from './http/credit-request.controller';
import { supportHttpErrors } from './http/support.http-errors';
import { RedisRecipientMailCounter } from './infra/redis-recipient-mail-counter';
import { SettingsContactAddress } from './infra/contact-address.read-model';
import { SupportTypeormRepository } from './infra/support.sql-repository';
import { ContactAddress } from './ports/contact-address.port';
import { RecipientMailCounter } from './ports/recipient-mail-counter.port';
import { SupportRepository } from './ports/support-repository.port';
import { ContactUsService } from './services/contact-us.service';
import { RequestCreditService } from './services/request-credit.service';

/** Contact messages and credit requests. */
@Module({
  controllers: [ContactController, CreditRequestController],
  providers: [
    { provide: SupportRepository, useClass: SupportTypeormRepository },
    { provide: ContactAddress, useClass: SettingsContactAddress },
    { provide: RecipientMailCounter, useClass: RedisRecipientMailCounter },
    ContactUsService,
    RequestCreditService,
    BotCheckGuard,
  ],
})
export class SupportModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(supportHttpErrors);
  }
}
