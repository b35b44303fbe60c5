import { ApiProperty } from '@nestjs/swagger';
import { formatCents } from '@shared/domain/money';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-status';
import { isDelayed } from '../../domain/receipt';
import { totalCents, type TopUpOrder } from '../../domain/top-up-order';

/** What the success page follows after either payment (card session or wallet order). */
export class OrderProgressResponse {
  /** The order (Transaction ID): the page follows it live at /api/orders/{orderId}/progress. */
  orderId: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  status: OrderStatus;
  productId: string;
  productName: string;
  /** The recipient, international form. */
  phoneNumber: string;
  /** USD total paid (amount + service charge). */
  amount: number;
  /** Late and still being tried: the customer was mailed (docs/specification-delays.md#delayed-top-ups). */
  delayed: boolean;
  /** The operator's reference once delivered (DT One's operator_reference), else null. */
  @ApiProperty({ type: String, nullable: true })
  operatorReference: string | null;

  static of(order: TopUpOrder): OrderProgressResponse {
    return {
      orderId: order.id,
      status: order.status,
      productId: order.productId,
      productName: order.productName,
      phoneNumber: order.telenumber,
      amount: Number(formatCents(totalCents(order))),
      delayed: isDelayed(order),
      operatorReference: order.operatorReference ?? null,
    };
  }
}
