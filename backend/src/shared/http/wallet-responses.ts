import { ApiProperty } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { WalletIssue } from '../ports/wallet-checkout.port';

/**
 * The wallet button's answers, the same for top-ups (`/api/paypal/*`) and Mvm payments
 * (`/api/mvmpaypal/*`): PayPal's own shapes, trimmed to what the browser reads
 * (docs/specification.md#customer-calls and #mvm-calls), so the browser code written for PayPal's
 * sample server works unchanged.
 */
export class WalletTokenResponse {
  @ApiProperty() client_token: string;
  /** PayPal's client id for its script; null in the sandbox (the local wallet button). */
  @ApiProperty({ type: String, nullable: true })
  client_id: string | null;
  @ApiProperty({ enum: ['paypal', 'sandbox'] })
  mode: 'paypal' | 'sandbox';
}

export class WalletOrderResponse {
  @ApiProperty({ description: "PayPal's order id (the sandbox's start with SBX-)" })
  id: string;
}

export class WalletIssueResponse {
  @ApiProperty({ example: 'INSTRUMENT_DECLINED' }) issue: string;
  @ApiProperty() description: string;
}

/** PayPal's generic 422 message; the reason is in details[0]. */
const REFUSED =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

/** A refusal as PayPal words it (422): the wallet button reads details[0].issue. */
export class WalletRefusalResponse {
  @ApiProperty({ example: 422 }) statusCode: number;
  @ApiProperty({ example: 'UNPROCESSABLE_ENTITY' }) name: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: [WalletIssueResponse] }) details: WalletIssueResponse[];
  @ApiProperty({ type: String, nullable: true }) debug_id: string | null;

  /** Sets the 422 status on the reply and answers the body. */
  static send(
    reply: FastifyReply,
    details: WalletIssue[],
    debugId: string | null,
  ): WalletRefusalResponse {
    void reply.status(422);
    return {
      statusCode: 422,
      name: 'UNPROCESSABLE_ENTITY',
      message: REFUSED,
      details,
      debug_id: debugId,
    };
  }
}

export class WalletCaptureLineResponse {
  @ApiProperty() id: string;
  /** COMPLETED, DECLINED, PENDING, FAILED… */
  @ApiProperty({ example: 'COMPLETED' }) status: string;
}

export class WalletPaymentsResponse {
  @ApiProperty({ type: [WalletCaptureLineResponse] }) captures: WalletCaptureLineResponse[];
}

export class WalletPurchaseUnitResponse {
  @ApiProperty({ type: WalletPaymentsResponse }) payments: WalletPaymentsResponse;
}

/** PayPal's capture answer, trimmed; each use adds what it recorded. */
export class WalletCaptureAnswer {
  @ApiProperty({ description: "PayPal's order id" }) id: string;
  /** PayPal's order status (COMPLETED once captured, whatever the capture's own status). */
  @ApiProperty({ example: 'COMPLETED' }) status: string;
  @ApiProperty({ type: [WalletPurchaseUnitResponse] })
  purchase_units: WalletPurchaseUnitResponse[];
}
