import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ClientRiskLimits as Limits, ClientRiskLimitsBody } from '../api/types';
import { errorMessage } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { formatUsd } from '../components/format';
import type { AdminDataProvider } from '../dataProvider';

type Field = keyof ClientRiskLimitsBody;
type Entries = Record<Field, string>;

/** The three limits an admin may raise, each with the default it replaces. */
const FIELDS: {
  field: Field;
  label: string;
  usd: boolean;
  fallback: (d: Limits['defaults']) => number;
}[] = [
  {
    field: 'dailyCents',
    label: 'Top-ups a day, USD',
    usd: true,
    fallback: (d) => d.customerDailyCents,
  },
  {
    field: 'dailyTopUps',
    label: 'Number of top-ups a day',
    usd: false,
    fallback: (d) => d.customerDailyTopUps,
  },
  {
    field: 'newNumberCents',
    label: 'New number, USD a day',
    usd: true,
    fallback: (d) => d.newNumberCents,
  },
];

const shown = (value: number, usd: boolean) => (usd ? formatUsd(value / 100) : String(value));

const entriesOf = (raised: Limits['raised']): Entries => ({
  dailyCents: raised?.dailyCents == null ? '' : formatUsd(raised.dailyCents / 100),
  dailyTopUps: raised?.dailyTopUps == null ? '' : String(raised.dailyTopUps),
  newNumberCents: raised?.newNumberCents == null ? '' : formatUsd(raised.newNumberCents / 100),
});

export const NOT_A_NUMBER = 'Please enter a number, or leave the field empty for the default.';

/**
 * An entry as the API takes it: empty keeps the default, USD become cents. Ranges and whole
 * numbers are the server's to check (its message is shown); a text that is no number is not sent.
 */
function valueOf(entry: string, usd: boolean): number | null | undefined {
  const text = entry.trim();
  if (!text) return null;
  const number = Number(text);
  if (!Number.isFinite(number)) return undefined;
  return usd ? Math.round(number * 100) : number;
}

/**
 * The client page's risk limits (docs/decisions.md#risk-limit-defaults): the limits the shop applies to this
 * client, and a form to raise them for a trusted client. An empty field keeps the shop's
 * default; "Back to defaults" clears them all. The server audits every change.
 */
export function ClientRiskLimits({ clientId }: { clientId: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const key = ['admin', 'clientRiskLimits', clientId];
  const limits = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.clientRiskLimits(clientId).then(({ data }) => data),
    retry: false,
  });
  const [entries, setEntries] = useState<Entries>(entriesOf(null));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (limits.data) setEntries(entriesOf(limits.data.raised));
  }, [limits.data]);
  const save = useMutation({
    mutationFn: (body: ClientRiskLimitsBody) =>
      dataProvider.setClientRiskLimits(clientId, body).then(({ data }) => data),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });

  if (limits.isPending) return <CircularProgress size={24} aria-label="Loading risk limits" />;
  if (limits.error) return <ErrorNotice message={errorMessage(limits.error)} />;
  const { defaults, raised } = limits.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = FIELDS.map(({ field, usd }) => [field, valueOf(entries[field], usd)] as const);
    setInvalid(values.some(([, value]) => value === undefined));
    if (values.some(([, value]) => value === undefined)) return;
    save.mutate(Object.fromEntries(values) as ClientRiskLimitsBody);
  };
  const reset = () => save.mutate({ dailyCents: null, dailyTopUps: null, newNumberCents: null });

  return (
    <Box component="section" sx={{ mb: 3 }} aria-labelledby="risk-limits-heading">
      <Typography variant="h6" component="h2" id="risk-limits-heading" gutterBottom>
        Risk limits
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {raised
          ? 'Raised for this client: the limits below replace the shop’s; the new-customer limit no longer applies.'
          : `The shop’s limits apply: a new client at most ${shown(defaults.newCustomerDailyCents, true)} USD on the first day.`}{' '}
        Each number takes at most {defaults.numberDailyTopUps} top-ups and{' '}
        {shown(defaults.numberDailyCents, true)} USD a day, whoever pays.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate aria-label="Raise risk limits">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
          {FIELDS.map(({ field, label, usd, fallback }) => (
            <TextField
              key={field}
              label={label}
              value={entries[field]}
              onChange={(event) => setEntries({ ...entries, [field]: event.target.value })}
              placeholder={shown(fallback(defaults), usd)}
              helperText={`Default ${shown(fallback(defaults), usd)}`}
              inputProps={{ inputMode: usd ? 'decimal' : 'numeric' }}
              size="small"
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save limits
          </Button>
          <Button onClick={reset} disabled={save.isPending || !raised}>
            Back to defaults
          </Button>
        </Stack>
      </Box>
      {!invalid && save.isSuccess && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {save.data.raised ? 'Limits raised.' : 'The shop’s limits apply again.'}
        </Alert>
      )}
      {invalid && <ErrorNotice message={NOT_A_NUMBER} />}
      {!invalid && save.error && <ErrorNotice message={errorMessage(save.error)} />}
    </Box>
  );
}
