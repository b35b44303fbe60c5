import Typography from '@mui/material/Typography';
import { formatCents, toCents, totalFeeCents } from '@/lib/money';
import type { Offer } from '@/api/offer';
import { FEE_ABOVE_AMOUNT_TEXT } from '@/components/offer/WhatArrives';
import { PayRows } from './PayRows';

/**
 * What the person will pay, under the chosen amount (no surprise at checkout): the offer's
 * Processing Fee (the API's serviceCharge) and the Total Fee, with /Payment's labels and sums.
 */
export function FeePreview({ product }: { product: Offer }) {
  const rows: [string, string][] = [
    ['Processing Fee', formatCents(toCents(product.serviceCharge))],
    ['Total Fee', formatCents(totalFeeCents(product))],
  ];
  return (
    <>
      <PayRows rows={rows} strong={(index, count) => index === count - 1} />
      {product.feeAboveAmount && (
        // docs/decisions.md#fee-above-the-top-up
        <Typography role="note" color="warning.main" variant="body2">
          {FEE_ABOVE_AMOUNT_TEXT}
        </Typography>
      )}
    </>
  );
}
