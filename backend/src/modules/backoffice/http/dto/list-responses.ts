import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_STATUSES } from '@modules/orders/services/order-statuses';
import { AdminMvmPaymentView } from './mvm-payment-view';

export class SenderView {
  @ApiProperty() email: string;
}

export class TransactionView {
  @ApiProperty({ format: 'uuid', description: 'Transaction ID (the order id)' }) id: string;
  @ApiProperty({ type: SenderView }) user: SenderView;
  @ApiProperty({ example: '+251911234567' }) telenumber: string;
  @ApiProperty({ example: 'Ethiopia' }) country: string;
  @ApiProperty({ example: 10.8, description: 'USD paid: top-up + service charge' }) amount: number;
  @ApiProperty({
    example: 9.18,
    nullable: true,
    type: Number,
    description: 'USD DT One charged (wholesale price); null when unknown (older orders)',
  })
  cost: number | null;
  @ApiProperty({ format: 'date-time' }) submitted: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) completed: string | null;
  @ApiProperty({ enum: ORDER_STATUSES }) status: string;
  @ApiProperty({ example: 'Delivered', description: 'The status in words' }) transtatus: string;
}

export class TopupTransactionResponse {
  @ApiProperty() count: number;
  @ApiProperty({ type: [TransactionView] }) transactions: TransactionView[];
}

/** When, why and by whom a client was blocked from buying. */
export class ClientBlockView {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ description: 'Why, in words' }) reason: string;
  @ApiProperty({ description: "An admin's e-mail, or 'stripe' (a fraud warning or a dispute)" })
  by: string;
}

export class ClientView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullname: string;
  @ApiProperty() email: string;
  @ApiProperty() telephone: string;
  @ApiPropertyOptional({
    type: ClientBlockView,
    nullable: true,
    description: 'The client page only: null when the client may buy',
  })
  blocked?: ClientBlockView | null;
}

/** The client page's lists: the newest orders and Mvm payments, with how many there are. */
export class ClientActivityResponse {
  @ApiProperty({ type: [TransactionView], description: 'The newest orders, newest first' })
  orders: TransactionView[];
  @ApiProperty({ description: 'All orders of the client' }) ordersTotal: number;
  @ApiProperty({
    type: [AdminMvmPaymentView],
    description: 'The newest Mvm payments whose payer e-mail is the client’s, newest first',
  })
  mvmPayments: AdminMvmPaymentView[];
  @ApiProperty({ description: 'All those Mvm payments' }) mvmPaymentsTotal: number;
}

export class GetUsersResponse {
  @ApiProperty() count: number;
  @ApiProperty({ type: [ClientView] }) users: ClientView[];
}
