import { Module } from '@nestjs/common';
import { BotCheckGuard } from '../../shared/http/bot-check.guard';
import { HttpErrorRegistry } from '../../shared/http/http-error-registry';
import { ContactController } from './http/contact.controller';
import { CreditRequestController } from './http/credit-request.controller';
import { supportHttpErrors } from './http/support.http-errors';
import { RedisRecipientMailCounter } from './infra/redis-recipient-mail-counter';
import { SettingsContactAddress } from './infra/settings-contact-address';
import { SupportTypeormRepository } from './infra/support.typeorm-repository';
import { ContactAddress } from './ports/contact-address';
import { RecipientMailCounter } from './ports/recipient-mail-counter';
import { SupportRepository } from './ports/support.repository';
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
