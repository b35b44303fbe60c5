import Typography from '@mui/material/Typography';
import { formatCents, toCents, totalFeeCents } from '@/lib/money';
import type { Offer } from '@/api/offer';
import { FEE_ABOVE_AMOUNT_TEXT } from '@/components/offer/WhatArrives';
import { PayRows } from './PayRows';
import { useT } from '@/i18n/i18n';

/**
 * What the person will pay, under the chosen amount (no surprise at checkout): the offer's
 * Processing Fee (the API's serviceCharge) and the Total Fee, with /Payment's labels and sums.
 */
export function FeePreview({ product }: { product: Offer }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('fees.processing'), formatCents(toCents(product.serviceCharge))],
    [t('fees.total'), formatCents(totalFeeCents(product))],
  ];
  return (
    <>
      <PayRows rows={rows} strong={(index, count) => index === count - 1} />
      {product.feeAboveAmount && (
        // docs/decisions.md#fee-above-the-top-up
        <Typography role="note" color="warning.main" variant="body2">
          {FEE_ABOVE_AMOUNT_TEXT()}
        </Typography>
      )}
    </>
  );
}
