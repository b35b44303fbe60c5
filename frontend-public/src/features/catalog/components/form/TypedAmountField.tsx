import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import type { Offer } from '@/api/offer';
import {
  typedAmountProblem,
  useTypedAmountQuote,
  type TypedAmountQuote,
} from '@/api/typed-amount-quote';
import { formatNumber } from '@/i18n/format';
import { t as translate, useT } from '@/i18n/i18n';
import { formatUsd } from '@/lib/money';
import { PayRows } from './PayRows';

export const TYPED_AMOUNT_LABEL = (): string => translate('typed.label');

/** '1,612.5 KES': what arrives, as the recipient's operator counts it. */
export const arrivalText = (quote: TypedAmountQuote) =>
  `${formatNumber(quote.receives.amount)} ${quote.receives.unit}`;

/** What arrives and what is paid for a typed amount, with /Payment's labels (before paying). */
export function TypedAmountPrice({ quote }: { quote: TypedAmountQuote }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('fees.recipientGets'), arrivalText(quote)],
    [t('fees.priceUsd'), formatUsd(quote.amount)],
    [t('fees.processing'), formatUsd(quote.serviceCharge)],
    [t('fees.total'), formatUsd(quote.total)],
  ];
  return <PayRows rows={rows} strong={(index, count) => index === 0 || index === count - 1} />;
}

/**
 * A ranged offer's amount step (docs/specification.md#ranged-products): the sender
 * types the USD to send within the range and sees, before paying, what arrives and the price,
 * as the server quotes them.
 */
export function TypedAmountField({
  offer,
  value,
  onChange,
}: {
  offer: Offer;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const range = offer.range!;
  const problem = typedAmountProblem(offer, value);
  const quote = useTypedAmountQuote(offer, value);
  const showProblem = value.trim() !== '' && problem;
  return (
    <>
      <TextField
        id="topup-typed-amount"
        label={TYPED_AMOUNT_LABEL()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(showProblem)}
        helperText={
          showProblem ||
          t('typed.range', {
            min: formatUsd(range.min),
            max: formatUsd(range.max),
            rate: formatNumber(range.destinationPerUsd, 3),
            unit: range.destinationUnit,
          })
        }
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
        fullWidth
      />
      {!problem && quote.isFetching && !quote.data && (
        <CircularProgress size={20} aria-label={t('typed.gettingPrice')} />
      )}
      {!problem && quote.data && <TypedAmountPrice quote={quote.data} />}
      {!problem && quote.isError && <Typography color="error">{t('typed.priceFailed')}</Typography>}
    </>
  );
}
