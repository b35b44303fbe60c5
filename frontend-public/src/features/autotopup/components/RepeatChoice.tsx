import { useEffect, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents } from '@/lib/money';
import type { RepeatChoiceProps } from '@/lib/repeat-choice';
import { startAutoTopUp } from '../api/auto-top-ups';
import { useLanguage, useT } from '@/i18n/i18n';

const INTERVALS = [7, 14, 28, 30] as const;

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * /Payment's "Repeat automatically every 7 / 14 / 28 / 30 days" (card only), with the consent in
 * words (docs/specification.md#automatic-top-ups). Not offered for a ranged product.
 */
export function RepeatChoice({ phoneNumber, product, onChange }: RepeatChoiceProps) {
  const t = useT();
  const language = useLanguage();
  const [days, setDays] = useState<number | null>(null);
  const [consent, setConsent] = useState(false);
  const total = formatCents(Math.round((product.amount + product.serviceCharge) * 100));

  useEffect(() => {
    if (days === null) return onChange(null);
    onChange({
      ready: consent,
      waitingFor: consent ? undefined : t('autoTopUp.consentFirst'),
      start: () =>
        startAutoTopUp({
          productId: product.productId,
          telenumber: phoneNumber,
          intervalDays: days as (typeof INTERVALS)[number],
          timeZone: browserTimeZone(),
          consent,
        }),
    });
    // The language: the waiting line is told again in the new one.
  }, [days, consent, product.productId, phoneNumber, onChange, t, language]);

  if (product.kind === 'ranged') return null;
  return (
    <FormControl component="fieldset" sx={{ maxWidth: 560 }}>
      <FormLabel component="legend">{t('autoTopUp.repeatLegend')}</FormLabel>
      <RadioGroup
        row
        value={days === null ? 'once' : String(days)}
        onChange={(e) => {
          setDays(e.target.value === 'once' ? null : Number(e.target.value));
          setConsent(false);
        }}
      >
        <FormControlLabel value="once" control={<Radio />} label={t('autoTopUp.once')} />
        {INTERVALS.map((d) => (
          <FormControlLabel
            key={d}
            value={String(d)}
            control={<Radio />}
            label={t('autoTopUp.every', { days: d })}
          />
        ))}
      </RadioGroup>
      {days !== null && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('autoTopUp.cardOnly')}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
            label={t('autoTopUp.consent', { total, days, number: phoneNumber })}
          />
        </Stack>
      )}
    </FormControl>
  );
}
