import { ApiProperty } from '@nestjs/swagger';
import { formatCents } from '@shared/domain/money';
import { WalletCaptureAnswer } from '@shared/http/wallet-responses';
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

/** PayPal's capture answer, plus the recorded payment (the success dialog). */
export class MvmWalletCaptureResponse extends WalletCaptureAnswer {
  @ApiProperty({ type: MvmPaymentResponse }) payment: MvmPaymentResponse;
}

export class CheckoutSessionView {
  @ApiProperty({ description: "Stripe's payment page" }) url: string;
}

export class MvmCardPaymentResponse {
  @ApiProperty({ type: CheckoutSessionView }) session: CheckoutSessionView;
}
