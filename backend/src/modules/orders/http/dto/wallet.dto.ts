import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, Matches, ValidateNested } from 'class-validator';
import { CreateCheckoutSessionRequest } from './create-checkout-session.request';

/** Seed 000 §7: `{cart: {productId, telenumber}}`; the price is the server's. */
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

export class WalletTokenResponse {
  client_token: string;
  /** PayPal's client id for its script; null in the sandbox (the local wallet button). */
  @ApiProperty({ type: String, nullable: true })
  client_id: string | null;
  @ApiProperty({ enum: ['paypal', 'sandbox'] })
  mode: 'paypal' | 'sandbox';
}

export class WalletOrderResponse {
  /** PayPal's order id (the sandbox's start with SBX-). */
  id: string;
}

export class WalletIssueResponse {
  /** PayPal's issue code, e.g. INSTRUMENT_DECLINED, ORDER_NOT_APPROVED. */
  issue: string;
  description: string;
}

/** PayPal's refusal as PayPal words it (422): the browser reads details[0].issue. */
export class WalletRefusalResponse {
  statusCode: number;
  message: string;
  @ApiProperty({ type: [WalletIssueResponse] })
  details: WalletIssueResponse[];
  @ApiProperty({ type: String, nullable: true })
  debug_id: string | null;
}

export class WalletCaptureLineResponse {
  id: string;
  /** COMPLETED, DECLINED, PENDING, FAILED… */
  status: string;
}

export class WalletPaymentsResponse {
  @ApiProperty({ type: [WalletCaptureLineResponse] })
  captures: WalletCaptureLineResponse[];
}

export class WalletPurchaseUnitResponse {
  payments: WalletPaymentsResponse;
}

/** PayPal's capture answer, trimmed to what the browser reads, plus our order id. */
export class WalletCaptureResponse {
  /** PayPal's order id. */
  id: string;
  /** PayPal's order status (COMPLETED once captured, whatever the capture's own status). */
  status: string;
  @ApiProperty({ type: [WalletPurchaseUnitResponse] })
  purchase_units: WalletPurchaseUnitResponse[];
  /** Our order id (the success page and the history). */
  orderId: string;
}
