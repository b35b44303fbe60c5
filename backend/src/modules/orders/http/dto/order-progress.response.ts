import { ApiProperty } from '@nestjs/swagger';
import { formatCents } from '@shared/domain/money';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-status';
import { isDelayed } from '../../domain/receipt';
import { totalCents, type TopUpOrder } from '../../domain/top-up-order';
import type { DeliveredPin } from '../../ports/top-up-sender.port';

/** A PIN product's voucher, shown to the order's customer only. */
export class OrderPinResponse {
  /** The PIN code the recipient enters or dials. */
  code: string;
  /** The voucher's serial number, when DT One gives one. */
  @ApiProperty({ type: String, nullable: true })
  serial: string | null;
}

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
  /**
   * The PIN of a delivered PIN product (docs/specification.md#pin-visibility): only in
   * answers to the order's own customer, only once COMPLETED; absent otherwise.
   */
  @ApiProperty({ type: OrderPinResponse, required: false })
  pin?: OrderPinResponse;
  /** Late and still being tried: the customer was mailed (docs/specification.md#delayed-top-ups). */
  delayed: boolean;
  /** The operator's reference once delivered (DT One's operator_reference), else null. */
  @ApiProperty({ type: String, nullable: true })
  operatorReference: string | null;

  /** `pin` comes from RevealOrderPinService, which opens it for the order's customer only. */
  static of(order: TopUpOrder, pin: DeliveredPin | null = null): OrderProgressResponse {
    return {
      orderId: order.id,
      status: order.status,
      productId: order.productId,
      productName: order.productName,
      phoneNumber: order.telenumber,
      amount: Number(formatCents(totalCents(order))),
      receives: order.whatArrives?.summary ?? null,
      validity: order.whatArrives?.validity ?? null,
      ...(pin ? { pin: { code: pin.code, serial: pin.serial } } : {}),
      delayed: isDelayed(order),
      operatorReference: order.operatorReference ?? null,
    };
  }
}
