import { Module } from '@nestjs/common';
import { BotCheckGuard } from '@shared/http/bot-check.guard';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';
import { ContactController } from './http/contact.controller';
import { CreditRequestController } from './http/credit-request.controller';
import { CreditRequestLinkController } from './http/credit-request-link.controller';
import { supportHttpErrors } from './http/support.http-errors';
import { RedisRecipientMailCounter } from './infra/redis-recipient-mail-counter';
import { SettingsContactAddress } from './infra/contact-address.read-model';
import { SupportTypeormRepository } from './infra/support.sql-repository';
import { ContactAddress } from './ports/contact-address.port';
import { RecipientMailCounter } from './ports/recipient-mail-counter.port';
import { SupportRepository } from './ports/support-repository.port';
import { ContactUsService } from './services/contact-us.service';
import { RequestCreditService } from './services/request-credit.service';
import { OpenCreditRequestLinkService } from './services/open-credit-request-link.service';
import { FindRequesterService } from './services/find-requester.service';

/** Contact messages and credit requests, and the links those requests' mails carry. */
@Module({
  controllers: [ContactController, CreditRequestController, CreditRequestLinkController],
  providers: [
    { provide: SupportRepository, useClass: SupportTypeormRepository },
    { provide: ContactAddress, useClass: SettingsContactAddress },
    { provide: RecipientMailCounter, useClass: RedisRecipientMailCounter },
    ContactUsService,
    RequestCreditService,
    OpenCreditRequestLinkService,
    FindRequesterService,
    BotCheckGuard,
  ],
  // Orders names a request at checkout and tells its requester the top-up was sent.
  exports: [OpenCreditRequestLinkService, FindRequesterService],
})
export class SupportModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(supportHttpErrors);
  }
}
