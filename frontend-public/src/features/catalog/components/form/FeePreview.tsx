import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents, toCents, totalFeeCents } from '@/lib/money';
import type { Offer } from '@/api/offer';
import { FEE_ABOVE_AMOUNT_TEXT } from '@/components/offer/WhatArrives';

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
      <Box
        component="dl"
        aria-label="What you pay"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0 }}
      >
        {rows.map(([label, value], index) => {
          const weight = index === rows.length - 1 ? 700 : 400;
          return (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: weight }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: weight, textAlign: 'right' }}>
                {value}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {product.feeAboveAmount && (
        // docs/decisions.md#fee-above-the-top-up
        <Typography role="note" color="warning.main" variant="body2">
          {FEE_ABOVE_AMOUNT_TEXT}
        </Typography>
      )}
    </>
  );
}
