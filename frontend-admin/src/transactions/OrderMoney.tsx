import type { TransactionDetail } from '../api/types';
import { Detail, DetailSection } from '../components/Detail';
import { formatUsd } from '../components/format';

/**
 * What the order brought in: the customer's price and fee, what DT One charged (its wholesale
 * price; "—" for orders from before it was kept) and the margin once delivered.
 */
export function OrderMoney({ order }: { order: TransactionDetail }) {
  return (
    <DetailSection title="Money">
      <Detail label="Paid USD (price + service charge)">{formatUsd(order.amount)}</Detail>
      <Detail label="DT One cost USD">{formatUsd(order.cost)}</Detail>
      <Detail label="Margin USD">{formatUsd(order.margin)}</Detail>
    </DetailSection>
  );
}
