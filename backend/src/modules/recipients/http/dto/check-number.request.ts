import { RecipientNumber } from './recipient-fields';

/** The number /Payment is about to pay for. */
export class CheckNumberRequest {
  @RecipientNumber()
  telenumber: string;
}
