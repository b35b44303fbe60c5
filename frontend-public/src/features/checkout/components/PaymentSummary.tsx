import Typography from '@mui/material/Typography';
import { ResponsiveTable, type TableColumn } from '@/components/data/ResponsiveTable';
import { FEE_ABOVE_AMOUNT_TEXT, WhatArrives } from '@/components/offer/WhatArrives';
import type { Offer } from '@/api/offer';
import type { TypedAmountQuote } from '@/api/typed-amount-quote';
import { formatCents, toCents, totalFeeCents } from '@/lib/money';

/**
 * Type: the subService when the offer has one (e.g. 'Airtime', 'Data'), else the service; a PIN
 * product says so ('Airtime (PIN)'): the customer gets a PIN to pass on, not a direct top-up.
 */
export const offerType = (offer: Offer) =>
  `${offer.subService || offer.service}${offer.kind === 'pin' ? ' (PIN)' : ''}`;

/** Recipent amount: the product name plus the promotion bonus, if any (with dates: the badge). */
export const recipientAmount = (offer: Offer) =>
  [offer.productName, offer.promotion ? '' : offer.promotionBonus.trim()].filter(Boolean).join(' ');

interface SummaryRow {
  product: Offer;
  phoneNumber: string;
  /** A ranged product's typed amount, as the server priced it. */
  quote?: TypedAmountQuote;
}

/** What arrives for a typed amount: '1,612.5 KES'. */
const arrival = (quote: TypedAmountQuote) =>
  `${quote.receives.amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${quote.receives.unit}`;

// The specification's own spelling ("Recipent").
const COLUMNS: readonly TableColumn<SummaryRow>[] = [
  { label: 'Recipent Number', render: (row) => row.phoneNumber, nowrap: true },
  { label: 'Type', render: (row) => offerType(row.product) },
  {
    label: 'Recipent amount',
    // docs/specification.md#payment; a ranged offer's typed amount says its own.
    render: (row) =>
      row.quote ? (
        arrival(row.quote)
      ) : (
        <>
          {recipientAmount(row.product)}
          <WhatArrives offer={row.product} />
        </>
      ),
  },
  {
    label: 'Price in USD',
    render: (row) => formatCents(toCents(row.quote?.amount ?? row.product.amount)),
    align: 'right',
    nowrap: true,
  },
];

/**
 * The top-up summary of /Payment (docs/specification.md#payment-summary): a table on wide screens,
 * "label: value" lines on
 * phones, so the price, the Processing Fee and the Total Fee are always in sight.
 */
export function PaymentSummary({
  product,
  phoneNumber,
  quote,
}: {
  product: Offer;
  phoneNumber: string;
  quote?: TypedAmountQuote;
}) {
  const fee = quote ? toCents(quote.serviceCharge) : toCents(product.serviceCharge);
  const total = quote ? toCents(quote.total) : totalFeeCents(product);
  return (
    <>
      <ResponsiveTable
        label="Topup summary"
        columns={COLUMNS}
        rows={[{ product, phoneNumber, quote }]}
        rowKey={(row) => row.product.productId}
        totals={[
          { label: 'Processing Fee', value: formatCents(fee) },
          { label: 'Total Fee', value: formatCents(total), strong: true },
        ]}
      />
      {product.feeAboveAmount && !quote && (
        // docs/decisions.md#fee-above-the-top-up
        <Typography role="note" color="warning.main" variant="body2" sx={{ mt: 1 }}>
          {FEE_ABOVE_AMOUNT_TEXT()}
        </Typography>
      )}
    </>
  );
}
