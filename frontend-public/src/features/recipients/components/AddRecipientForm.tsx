import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { failureText } from '@/lib/api-failure';
import { useCatalogue } from '../api/get-catalogue';
import { useSaveRecipient } from '../api/recipients';
import { RecipientNameField } from './RecipientNameField';
import { useT } from '@/i18n/i18n';

/** International form as checkout takes it: '+', then the digits (spaces and dashes dropped). */
const tidyNumber = (raw: string) => {
  const digits = raw.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
};

/** /Profile's 'Add a recipient': a name, a country and operator the shop sells, the number. */
export function AddRecipientForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const catalogue = useCatalogue(true);
  const save = useSaveRecipient();
  const [name, setName] = useState('');
  const [country, setCountry] = useState('');
  const [operator, setOperator] = useState('');
  const [number, setNumber] = useState('');
  const [error, setError] = useState('');

  const choices = useMemo(() => {
    const offers = catalogue.data ?? [];
    const countries = [...new Set(offers.map((o) => o.operatorCountry))].sort();
    const operators = [
      ...new Set(offers.filter((o) => o.operatorCountry === country).map((o) => o.operatorName)),
    ].sort();
    return { countries, operators };
  }, [catalogue.data, country]);

  return (
    <Box
      component="form"
      aria-label={t('recipients.addLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError('');
        save.mutate(
          { name: name.trim(), telenumber: tidyNumber(number), country, operatorName: operator },
          {
            onSuccess: onDone,
            onError: (failure) =>
              setError(failureText(failure, (s, message) => message ?? `Error ${s}`) ?? ''),
          },
        );
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <RecipientNameField value={name} onChange={(event) => setName(event.target.value)} />
        <TextField
          select
          size="small"
          label={t('topup.country')}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setOperator('');
          }}
        >
          {choices.countries.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('topup.operator')}
          value={operator}
          disabled={!country}
          onChange={(event) => setOperator(event.target.value)}
        >
          {choices.operators.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('recipients.mobileNumber')}
          placeholder="+251 91 123 4567"
          type="tel"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          error={Boolean(error)}
          helperText={error || t('recipients.mobileHint')}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('recipients.save')}
          </Button>
          <Button onClick={onDone}>{t('common.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
