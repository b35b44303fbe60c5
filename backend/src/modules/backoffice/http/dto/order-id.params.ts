import { IsUUID } from 'class-validator';

/** A Transaction ID is the order's uuid; anything else is refused before any query. */
export class OrderIdParams {
  @IsUUID('all', { message: 'Invalid transaction id' })
  id: string;
}
