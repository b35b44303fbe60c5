import { ResponsiveTable, type TableColumn } from '@/components/data/ResponsiveTable';
import type { Offer } from '@/api/offer';
import { formatCents, toCents, totalFeeCents } from '@/lib/money';

/**
 * Type: the subService when the offer has one (e.g. 'Airtime', 'Data'), else the service; a PIN
 * product says so ('Airtime (PIN)'): the customer gets a PIN to pass on, not a direct top-up.
 */
export const offerType = (offer: Offer) =>
  `${offer.subService || offer.service}${offer.kind === 'pin' ? ' (PIN)' : ''}`;

/** Recipent amount: the product name plus the promotion bonus, if any. */
export const recipientAmount = (offer: Offer) =>
  [offer.productName, offer.promotionBonus.trim()].filter(Boolean).join(' ');

interface SummaryRow {
  product: Offer;
  phoneNumber: string;
}

// The specification's own spelling ("Recipent").
const COLUMNS: readonly TableColumn<SummaryRow>[] = [
  { label: 'Recipent Number', render: (row) => row.phoneNumber, nowrap: true },
  { label: 'Type', render: (row) => offerType(row.product) },
  { label: 'Recipent amount', render: (row) => recipientAmount(row.product) },
  {
    label: 'Price in USD',
    render: (row) => formatCents(toCents(row.product.amount)),
    align: 'right',
    nowrap: true,
  },
];

/**
 * The top-up summary of /Payment (docs/specification.md#payment-summary): a table on wide screens,
 * "label: value" lines on
 * phones, so the price, the Processing Fee and the Total Fee are always in sight.
 */
export function PaymentSummary({ product, phoneNumber }: { product: Offer; phoneNumber: string }) {
  return (
    <ResponsiveTable
      label="Topup summary"
      columns={COLUMNS}
      rows={[{ product, phoneNumber }]}
      rowKey={(row) => row.product.productId}
      totals={[
        { label: 'Processing Fee', value: formatCents(toCents(product.serviceCharge)) },
        { label: 'Total Fee', value: formatCents(totalFeeCents(product)), strong: true },
      ]}
    />
  );
}
