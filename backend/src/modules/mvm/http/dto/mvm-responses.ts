import { ApiProperty } from '@nestjs/swagger';
import { formatCents } from '../../../../shared/domain/money';
import type { WalletIssue } from '../../../../shared/ports/wallet-checkout.port';
import { MVM_PAYMENT_STATUSES, MVM_PROVIDERS, MvmPayment } from '../../domain/mvm-payment';

/** What the invoice page and the success dialog show: only what the server knows. */
export class MvmPaymentResponse {
  @ApiProperty({ format: 'uuid', description: 'The transaction id' }) id: string;
  @ApiProperty({ enum: MVM_PAYMENT_STATUSES }) status: string;
  @ApiProperty({ enum: MVM_PROVIDERS }) provider: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "PayPal's capture id or Stripe's payment intent",
  })
  providerRef: string | null;
  @ApiProperty() payerName: string;
  @ApiProperty({ type: String, nullable: true, description: 'Course or project type' })
  course: string | null;
  @ApiProperty() description: string;
  @ApiProperty({ example: '120.50', description: 'USD, two decimals' }) amountUsd: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) paidAt: string | null;

  static of(p: MvmPayment): MvmPaymentResponse {
    return {
      id: p.id,
      status: p.status,
      provider: p.provider,
      providerRef: p.providerRef,
      payerName: p.payerName,
      course: p.course,
      description: p.description,
      amountUsd: formatCents(p.amountCents),
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt ? p.paidAt.toISOString() : null,
    };
  }
}

export class MvmWalletTokenResponse {
  @ApiProperty() client_token: string;
  @ApiProperty({ type: String, nullable: true }) client_id: string | null;
  @ApiProperty({ enum: ['paypal', 'sandbox'] }) mode: string;
}

export class MvmWalletOrderResponse {
  @ApiProperty({ description: "The wallet gateway's order id" }) id: string;
}

export class WalletIssueView {
  @ApiProperty({ example: 'INSTRUMENT_DECLINED' }) issue: string;
  @ApiProperty() description: string;
}

/** A refusal as PayPal words it (422): the wallet button shows details[0]. */
export class WalletRefusalResponse {
  @ApiProperty({ example: 'UNPROCESSABLE_ENTITY' }) name: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: [WalletIssueView] }) details: WalletIssueView[];
  @ApiProperty({ type: String, nullable: true }) debug_id: string | null;

  static of(details: WalletIssue[], debugId: string | null): WalletRefusalResponse {
    return {
      name: 'UNPROCESSABLE_ENTITY',
      message: details[0]?.description ?? 'The requested action could not be performed.',
      details,
      debug_id: debugId,
    };
  }
}

export class WalletCaptureView {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'COMPLETED' }) status: string;
}

export class WalletPaymentsView {
  @ApiProperty({ type: [WalletCaptureView] }) captures: WalletCaptureView[];
}

export class WalletPurchaseUnitView {
  @ApiProperty({ type: WalletPaymentsView }) payments: WalletPaymentsView;
}

/** PayPal's capture answer, trimmed to what the button reads, plus the recorded payment. */
export class MvmWalletCaptureResponse {
  @ApiProperty({ description: "The wallet gateway's order id" }) id: string;
  @ApiProperty({ example: 'COMPLETED' }) status: string;
  @ApiProperty({ type: [WalletPurchaseUnitView] }) purchase_units: WalletPurchaseUnitView[];
  @ApiProperty({ type: MvmPaymentResponse }) payment: MvmPaymentResponse;
}

export class CheckoutSessionView {
  @ApiProperty({ description: "Stripe's payment page" }) url: string;
}

export class MvmCardPaymentResponse {
  @ApiProperty({ type: CheckoutSessionView }) session: CheckoutSessionView;
}
