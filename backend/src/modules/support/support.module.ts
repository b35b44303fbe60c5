import { Module } from '@nestjs/common';
import { BotCheckGuard } from '../../shared/http/bot-check.guard';
import { ContactController } from './http/contact.controller';
import { CreditRequestController } from './http/credit-request.controller';
import { SettingsContactAddress } from './infra/settings-contact-address';
import { SupportTypeormRepository } from './infra/support.typeorm-repository';
import { ContactAddress } from './ports/contact-address';
import { SupportRepository } from './ports/support.repository';
import { ContactUsService } from './services/contact-us.service';
import { RequestCreditService } from './services/request-credit.service';

/** Contact messages and credit requests. */
@Module({
  controllers: [ContactController, CreditRequestController],
  providers: [
    { provide: SupportRepository, useClass: SupportTypeormRepository },
    { provide: ContactAddress, useClass: SettingsContactAddress },
    ContactUsService,
    RequestCreditService,
    BotCheckGuard,
  ],
})
export class SupportModule {}
