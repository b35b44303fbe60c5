import { RecipientName } from './recipient-fields';

export class RenameRecipientRequest {
  @RecipientName()
  name: string;
}
