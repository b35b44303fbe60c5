import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { isKnownNumberState, type NumberCheckProps } from '@/lib/number-check';
import { useKnownNumber } from '../api/check-number';
import { useNumberDisplay } from '../hooks/useNumberDisplay';
import { numberLine } from '../utils/number-line';
import { t, tRich, useT } from '@/i18n/i18n';

export const CHECK_TITLE = (): string => t('recipients.checkTitle');
export const CHECK_TEXT = (): string => t('recipients.checkText');
export const CONFIRM_LABEL = (): string => t('recipients.confirm');

// Numbers confirmed in this tab: back from a cancelled card checkout, the page does not ask again.
const CONFIRMED_KEY = 'confirmedNumbers';
const confirmedNumbers = (): string[] => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CONFIRMED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((n) => typeof n === 'string') : [];
  } catch {
    return [];
  }
};
const rememberConfirmed = (number: string) =>
  sessionStorage.setItem(CONFIRMED_KEY, JSON.stringify([...confirmedNumbers(), number].slice(-20)));

/**
 * The wrong-number check of /Payment (docs/specification.md#wrong-number-guard): a
 * number the customer never saved nor paid for is shown back, grouped for its country and with
 * the operator, and must be confirmed before the pay buttons work. Repeats and saved recipients
 * skip it; when the server cannot tell, the page asks (a question too many costs a click).
 */
export function NumberCheck({ phoneNumber, product, onReadyChange }: NumberCheckProps) {
  useT();
  const { state } = useLocation();
  const repeat = isKnownNumberState(state);
  const [confirmed, setConfirmed] = useState(() => confirmedNumbers().includes(phoneNumber));
  // Asked even when confirmed in this tab: a saved number is then named.
  const check = useKnownNumber(phoneNumber, !repeat);
  const display = useNumberDisplay(phoneNumber);
  const known = repeat || check.data?.known === true;
  const ready = known || confirmed;

  useEffect(() => onReadyChange(ready), [ready, onReadyChange]);

  if (check.data?.savedAs) {
    return (
      <Typography color="text.secondary">
        {tRich('recipients.sendingTo', { name: <strong>{check.data.savedAs}</strong> })}
      </Typography>
    );
  }
  // Nothing to ask about a known number.
  if (known) return null;
  // The answer Go to Payment kept with the selection, and the grouped number, are there from the
  // first render (useKnownNumber, useNumberDisplay). Without them, before the answer (unless
  // already confirmed) and the grouped number, the question is drawn but hidden: its place, as
  // tall as it is in this language and width, is kept from the first render, so that what is
  // below it does not move when it shows (docs/performance.md). Hidden, it is neither seen, nor
  // read out, nor reached with Tab.
  const waiting = (!confirmed && check.isPending) || display === undefined;
  return (
    <Alert
      severity={confirmed ? 'success' : 'warning'}
      role="group"
      aria-label={CHECK_TITLE()}
      aria-hidden={waiting || undefined}
      sx={waiting ? { visibility: 'hidden' } : undefined}
    >
      <Typography sx={{ fontWeight: 600 }}>{CHECK_TITLE()}</Typography>
      <Typography
        data-testid="number-to-confirm"
        sx={{ fontSize: '1.25rem', fontWeight: 700, my: 0.5, overflowWrap: 'anywhere' }}
      >
        {numberLine(display ?? phoneNumber, product.operatorName)}
      </Typography>
      {!confirmed && <Typography variant="body2">{CHECK_TEXT()}</Typography>}
      <FormControlLabel
        control={
          <Checkbox
            checked={confirmed}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              if (event.target.checked) rememberConfirmed(phoneNumber);
            }}
          />
        }
        label={CONFIRM_LABEL()}
      />
    </Alert>
  );
}
