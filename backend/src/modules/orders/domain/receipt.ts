import { formatCents } from '@shared/domain/money';
import { AWAITING_DELIVERY, CUSTOMER_STATUS_WORDS } from './order-status';
import { totalCents, type TopUpOrder } from './top-up-order';

/**
 * The lines of a customer's receipt (docs/specification.md#receipt-pdf), in the order the
 * PDF prints them: the same facts as the receipt mail, with the payment method and the status.
 */
export interface ReceiptLine {
  label: string;
  value: string;
}

/** Only orders whose money was taken have a receipt: never paid (unpaid, cancelled) have none. */
export const hasReceipt = (order: Pick<TopUpOrder, 'status'>): boolean =>
  order.status !== 'PENDING_PAYMENT' && order.status !== 'CANCELLED';

/** Late and still being tried: the customer was told (the "delayed" mail) and not delivered yet. */
export const isDelayed = (order: Pick<TopUpOrder, 'status' | 'delayNoticedAt'>): boolean =>
  !!order.delayNoticedAt && AWAITING_DELIVERY.includes(order.status);

export function receiptLines(order: TopUpOrder): ReceiptLine[] {
  const usd = (cents: number) => `${formatCents(cents)} USD`;
  const status = isDelayed(order)
    ? `${CUSTOMER_STATUS_WORDS[order.status]} (delayed, we keep trying)`
    : CUSTOMER_STATUS_WORDS[order.status];
  return [
    { label: 'Order', value: order.id },
    { label: 'Date', value: order.createdAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' },
    { label: 'Mobile number', value: order.telenumber },
    { label: 'Operator', value: `${order.operatorName} (${order.country})` },
    { label: 'Product', value: order.productName },
    { label: 'Amount paid', value: usd(order.amountCents) },
    { label: 'Processing fee', value: usd(order.serviceChargeCents) },
    { label: 'Total', value: usd(totalCents(order)) },
    { label: 'Payment method', value: order.gateway === 'paypal' ? 'PayPal' : 'Card' },
    { label: 'Status', value: status },
    {
      label: 'Operator reference',
      value: order.operatorReference ?? 'not given by the operator yet',
    },
  ];
}
