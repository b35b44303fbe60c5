import { Module } from '@nestjs/common';
import { IdentityModule } from '@modules/identity/identity.module';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';
import { recipientsHttpErrors } from './http/recipients.http-errors';
import { RecipientsController } from './http/recipients.controller';
import { RecipientSqlReadModel } from './infra/recipient.read-model';
import { RecipientSqlRepository } from './infra/recipient.sql-repository';
import { RecipientReadModel } from './ports/recipient-read-model.port';
import { RecipientRepository } from './ports/recipient-repository.port';
import { CheckNumberService } from './services/check-number.service';
import { DeleteRecipientService } from './services/delete-recipient.service';
import { ListRecipientsService } from './services/list-recipients.service';
import { RenameRecipientService } from './services/rename-recipient.service';
import { SaveRecipientService } from './services/save-recipient.service';

/** The customers' saved recipients and the wrong-number check of /Payment. */
@Module({
  imports: [IdentityModule],
  controllers: [RecipientsController],
  providers: [
    { provide: RecipientRepository, useClass: RecipientSqlRepository },
    { provide: RecipientReadModel, useClass: RecipientSqlReadModel },
    ListRecipientsService,
    SaveRecipientService,
    RenameRecipientService,
    DeleteRecipientService,
    CheckNumberService,
  ],
})
export class RecipientsModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(recipientsHttpErrors);
  }
}
