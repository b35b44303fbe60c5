import { Type } from 'class-transformer';
import { IsObject, Matches, ValidateNested } from 'class-validator';
import { WalletCaptureAnswer } from '@shared/http/wallet-responses';
import { CreateCheckoutSessionRequest } from './create-checkout-session.request';

/**
 * docs/specification.md#customer-calls: `{cart: {productId, telenumber}}`; the price is the
 * server's.
 */
export class CreateWalletOrderRequest {
  @ValidateNested()
  @Type(() => CreateCheckoutSessionRequest)
  @IsObject({ message: 'Product Not Available!' })
  cart: CreateCheckoutSessionRequest;
}

/** The PayPal order id in the capture path: PayPal's (17 letters and digits) or the sandbox's. */
export class WalletOrderParams {
  @Matches(/^[A-Za-z0-9-]{1,64}$/, { message: 'Invalid order id' })
  orderID: string;
}

/** The capture answer of a top-up: PayPal's, plus our order id (the success page). */
export class WalletCaptureResponse extends WalletCaptureAnswer {
  orderId: string;
}
