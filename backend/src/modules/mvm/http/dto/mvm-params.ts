import { IsString, Matches } from 'class-validator';
import { IsUUID } from 'class-validator';

/** A payment id is a uuid; anything else is refused before any query. */
export class MvmPaymentIdParams {
  @IsUUID('all', { message: 'Invalid payment id' })
  id: string;
}

/** PayPal's order ids are short upper-case codes (the sandbox's start with SBX-). */
export class MvmWalletOrderParams {
  @Matches(/^[A-Za-z0-9-]{1,64}$/, { message: 'Invalid order id' })
  @IsString({ message: 'Invalid order id' })
  orderID: string;
}
