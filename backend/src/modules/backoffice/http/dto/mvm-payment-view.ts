import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID } from 'class-validator';
import { MVM_PAYMENT_STATUSES, MVM_PROVIDERS } from '@modules/mvm/services/mvm-payment-vocabulary';
import { BackofficeErrors as E } from '../../domain/backoffice.errors';
import { backofficeHttpErrors } from '../backoffice.http-errors';

/** One row of the back office's Mvm payment list. */
export class AdminMvmPaymentView {
  @ApiProperty({ format: 'uuid', description: 'Transaction ID (the payment id)' }) id: string;
  @ApiProperty({ enum: MVM_PAYMENT_STATUSES }) status: string;
  @ApiProperty({ enum: MVM_PROVIDERS }) provider: string;
  @ApiProperty({ enum: ['course', 'project'] }) kind: string;
  @ApiProperty({ type: String, nullable: true }) course: string | null;
  @ApiProperty() payerName: string;
  @ApiProperty({ type: String, nullable: true }) payerEmail: string | null;
  @ApiProperty() description: string;
  @ApiProperty({ example: '120.50' }) amountUsd: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "PayPal's order id or Stripe's checkout session id",
  })
  providerOrderId: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "PayPal's capture id or Stripe's payment intent",
  })
  providerRef: string | null;
  @ApiProperty({ type: String, nullable: true }) failureReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) paidAt: string | null;
}

/** The CSV's filters: react-admin's filter JSON, as for the list. */
export class MvmPaymentsCsvQuery {
  @ApiPropertyOptional({ example: '{"status":"PAID"}' })
  @IsOptional()
  @IsString({ message: backofficeHttpErrors[E.FILTER_FORMAT].message })
  filter?: string;
}

/** A payment id is a uuid; anything else is refused before any query. */
export class MvmPaymentIdParams {
  @IsUUID('all', { message: backofficeHttpErrors[E.MVM_PAYMENT_ID_INVALID].message })
  id: string;
}
