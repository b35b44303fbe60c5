import { ApiProperty } from '@nestjs/swagger';
import { formatCents } from '@shared/domain/money';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-status';
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
  /** What the recipient receives, as at checkout (e.g. '100 ETB'); null for older orders. */
  receives: string | null;
  /** How long it is valid (e.g. '30 days'); null when unknown. */
  validity: string | null;

  static of(order: TopUpOrder): OrderProgressResponse {
    return {
      orderId: order.id,
      status: order.status,
      productId: order.productId,
      productName: order.productName,
      phoneNumber: order.telenumber,
      amount: Number(formatCents(totalCents(order))),
      receives: order.whatArrives?.summary ?? null,
      validity: order.whatArrives?.validity ?? null,
    };
  }
}
