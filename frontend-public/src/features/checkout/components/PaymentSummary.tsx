import Typography from '@mui/material/Typography';
import { ResponsiveTable, type TableColumn } from '@/components/data/ResponsiveTable';
import { FEE_ABOVE_AMOUNT_TEXT, WhatArrives } from '@/components/offer/WhatArrives';
import type { Offer } from '@/api/offer';
import type { TypedAmountQuote } from '@/api/typed-amount-quote';
import { formatCents, toCents, totalFeeCents } from '@/lib/money';
import { formatNumber } from '@/i18n/format';
import { t, useT } from '@/i18n/i18n';

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
  `${formatNumber(quote.receives.amount)} ${quote.receives.unit}`;

// The specification's own spelling ("Recipent").
const COLUMNS: readonly TableColumn<SummaryRow>[] = [
  {
    get label() {
      return t('summary.recipientNumber');
    },
    render: (row) => row.phoneNumber,
    nowrap: true,
  },
  {
    get label() {
      return t('summary.type');
    },
    render: (row) => offerType(row.product),
  },
  {
    get label() {
      return t('summary.recipientAmount');
    },
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
    get label() {
      return t('fees.priceUsd');
    },
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
  const t = useT();
  const fee = quote ? toCents(quote.serviceCharge) : toCents(product.serviceCharge);
  const total = quote ? toCents(quote.total) : totalFeeCents(product);
  return (
    <>
      <ResponsiveTable
        label={t('summary.label')}
        columns={COLUMNS}
        rows={[{ product, phoneNumber, quote }]}
        rowKey={(row) => row.product.productId}
        totals={[
          {
            get label() {
              return t('fees.processing');
            },
            value: formatCents(fee),
          },
          {
            get label() {
              return t('fees.total');
            },
            value: formatCents(total),
            strong: true,
          },
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
