import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useOfferById } from '@/api/get-offer-by-id';
import { failureText } from '@/lib/api-failure';
import type { PaidTopup } from '@/lib/number-check';
import { useRecipients, useSaveRecipient } from '../api/recipients';
import { formatNumber } from '@/lib/phone-display';
import { numberLine } from '../utils/number-line';
import { RECIPIENT_NAME_MAX } from './RecipientNameField';
import { t, useT, tRich } from '@/i18n/i18n';

export const SAVE_TITLE = (): string => t('recipients.saveTitle');

/**
 * The success page's offer to save the number just paid for
 * (docs/specification.md#saved-recipients), under a name; with the country and the
 * operator of the product bought. Already saved: says under which name.
 */
export function SaveAfterPayment({ productId, phoneNumber }: PaidTopup) {
  const t = useT();
  const book = useRecipients();
  const offer = useOfferById(productId);
  const save = useSaveRecipient();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const saved = book.data?.find((r) => r.telenumber === phoneNumber);

  if (saved) {
    return (
      <Alert severity="success">
        {tRich('recipients.savedAs', {
          number: formatNumber(phoneNumber),
          name: <strong>{saved.name}</strong>,
        })}
      </Alert>
    );
  }
  // The book and the product first; a product gone since leaves nothing to save it with.
  if (!book.data || !offer.data) return null;
  const product = offer.data;

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={SAVE_TITLE()}
      noValidate
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setError(t('recipients.giveName'));
        setError('');
        save.mutate(
          {
            name: name.trim(),
            telenumber: phoneNumber,
            country: product.operatorCountry,
            operatorName: product.operatorName,
          },
          {
            onError: (failure) =>
              setError(failureText(failure, (s, message) => message ?? `Error ${s}`) ?? ''),
          },
        );
      }}
    >
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{SAVE_TITLE()}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('recipients.name')}
          placeholder={t('recipients.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error)}
          helperText={error || numberLine(formatNumber(phoneNumber), product.operatorName)}
          slotProps={{ htmlInput: { maxLength: RECIPIENT_NAME_MAX } }}
          sx={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('recipients.saveShort')}
        </Button>
      </Box>
    </Paper>
  );
}
