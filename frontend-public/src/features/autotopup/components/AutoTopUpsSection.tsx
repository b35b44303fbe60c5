import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AutoTopUp } from '@/api/types';
import { failureText } from '@/lib/api-failure';
import { formatCents } from '@/lib/money';
import { dateFormat } from '@/i18n/format';
import { t, useT, type MessageId } from '@/i18n/i18n';
import { useAutoTopUps, useChangeAutoTopUp, useRemoveSavedCard } from '../api/auto-top-ups';

const INTERVALS = [7, 14, 28, 30] as const;

const message = (error: unknown) => failureText(error, (s, m) => m ?? `Error ${s}`) ?? '';

const when = (iso: string) =>
  dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Why a schedule is paused, as the API names it, in the customer's words. */
const REASONS: Record<string, MessageId> = {
  customer: 'autoTopUp.reason.customer',
  admin: 'autoTopUp.reason.admin',
  'price-risen': 'autoTopUp.reason.priceRisen',
  'product-gone': 'autoTopUp.reason.productGone',
  'payment-failed': 'autoTopUp.reason.paymentFailed',
  refused: 'autoTopUp.reason.refused',
  'payment-alert': 'autoTopUp.reason.paymentAlert',
  'card-removed': 'autoTopUp.reason.cardRemoved',
  'not-paid': 'autoTopUp.reason.notPaid',
};

const pauseReason = (reason: string | null) =>
  reason && REASONS[reason] ? t(REASONS[reason]) : (reason ?? '');

const cardBrand = (brand: string) => `${brand.charAt(0).toUpperCase()}${brand.slice(1)}`;

function stateLine(s: AutoTopUp): string {
  if (s.status === 'pending') return t('autoTopUp.pending');
  if (s.status === 'cancelled') return t('autoTopUp.cancelled');
  if (s.status === 'paused') return t('autoTopUp.paused', { why: pauseReason(s.stopReason) });
  if (!s.nextDueAt) return '';
  return s.nextAmountCents === null
    ? t('autoTopUp.nextUnknown', { when: when(s.nextDueAt) })
    : t('autoTopUp.next', { when: when(s.nextDueAt), amount: formatCents(s.nextAmountCents) });
}

function ScheduleRow({
  schedule: s,
  busy,
  onChange,
  onCancel,
}: {
  schedule: AutoTopUp;
  busy: boolean;
  onChange: (
    change: Parameters<ReturnType<typeof useChangeAutoTopUp>['mutate']>[0]['change'],
  ) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const open = s.status === 'active' || s.status === 'paused';
  return (
    <Stack spacing={1} data-testid="auto-top-up">
      <Typography sx={{ fontWeight: 600 }}>
        {s.productName} · {s.telenumber}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {s.operatorName} · {t('autoTopUp.every', { days: s.intervalDays })}
      </Typography>
      <Typography variant="body2">{stateLine(s)}</Typography>
      {open && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {s.status === 'active' && (
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              onClick={() => onChange({ action: 'skip' })}
            >
              {t('autoTopUp.skip')}
            </Button>
          )}
          {s.status === 'active' ? (
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              onClick={() => onChange({ action: 'pause' })}
            >
              {t('autoTopUp.pause')}
            </Button>
          ) : (
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              onClick={() => onChange({ action: 'resume' })}
            >
              {t('autoTopUp.resume')}
            </Button>
          )}
          <TextField
            select
            size="small"
            label={t('autoTopUp.interval')}
            value={s.intervalDays}
            disabled={busy}
            onChange={(e) =>
              onChange({
                action: 'interval',
                intervalDays: Number(e.target.value) as (typeof INTERVALS)[number],
              })
            }
            sx={{ minWidth: 140 }}
          >
            {INTERVALS.map((d) => (
              <MenuItem key={d} value={d}>
                {t('autoTopUp.every', { days: d })}
              </MenuItem>
            ))}
          </TextField>
          <Button size="small" color="error" disabled={busy} onClick={onCancel}>
            {t('autoTopUp.cancel')}
          </Button>
        </Stack>
      )}
      {s.status === 'pending' && (
        <Box>
          <Button size="small" color="error" disabled={busy} onClick={onCancel}>
            {t('autoTopUp.cancel')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * How often the list is asked again while a schedule waits for its first payment: a customer who
 * just paid sees it start (next date and amount) without reloading the page.
 */
export const PENDING_REFRESH_MS = 5_000;

/**
 * /Profile's "Automatic top-ups" (docs/specification.md#automatic-top-ups): each schedule with
 * its next date and amount, Skip next, Pause / Resume, the interval and Cancel; the saved card
 * with Remove card.
 */
export function AutoTopUpsSection() {
  const t = useT();
  const list = useAutoTopUps(true, PENDING_REFRESH_MS);
  const change = useChangeAutoTopUp();
  const removeCard = useRemoveSavedCard();
  const [cancelling, setCancelling] = useState<AutoTopUp | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState('');
  const schedules = list.data?.autoTopUps ?? [];
  const busy = change.isPending || removeCard.isPending;

  const send = (id: string, c: Parameters<typeof change.mutate>[0]['change']) => {
    setError('');
    change.mutate({ id, change: c }, { onError: (e) => setError(message(e)) });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      id="auto-top-ups"
      aria-label={t('autoTopUp.title')}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 2 }}>
        {t('autoTopUp.title')}
      </Typography>
      <Stack spacing={2}>
        {list.isError && <Alert severity="error">{message(list.error)}</Alert>}
        {error && (
          <Alert severity="error" onClose={() => setError('')}>
            {error}
          </Alert>
        )}
        {list.isPending && <CircularProgress size={24} aria-label={t('autoTopUp.loading')} />}
        {list.data && schedules.length === 0 && (
          <Typography color="text.secondary">{t('autoTopUp.empty')}</Typography>
        )}
        {schedules.map((s, index) => (
          <Box key={s.id}>
            {index > 0 && <Divider sx={{ mb: 2 }} />}
            <ScheduleRow
              schedule={s}
              busy={busy}
              onChange={(c) => send(s.id, c)}
              onCancel={() => setCancelling(s)}
            />
          </Box>
        ))}
        {list.data?.card && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              {t('autoTopUp.card', {
                brand: cardBrand(list.data.card.brand),
                last4: list.data.card.last4,
              })}
            </Typography>
            <Button size="small" color="error" disabled={busy} onClick={() => setRemoving(true)}>
              {t('autoTopUp.removeCard')}
            </Button>
          </Stack>
        )}
      </Stack>
      <Dialog open={cancelling !== null} onClose={() => setCancelling(null)}>
        <DialogTitle>{t('autoTopUp.cancelTitle')}</DialogTitle>
        <DialogContent>
          <Typography>
            {cancelling &&
              t('autoTopUp.cancelBody', {
                product: cancelling.productName,
                number: cancelling.telenumber,
              })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(null)}>{t('autoTopUp.keep')}</Button>
          <Button
            color="error"
            disabled={busy}
            onClick={() => {
              if (cancelling) send(cancelling.id, { action: 'cancel' });
              setCancelling(null);
            }}
          >
            {t('autoTopUp.confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={removing} onClose={() => setRemoving(false)}>
        <DialogTitle>{t('autoTopUp.removeTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('autoTopUp.removeBody')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(false)}>{t('autoTopUp.keep')}</Button>
          <Button
            color="error"
            disabled={busy}
            onClick={() => {
              setError('');
              removeCard.mutate(undefined, { onError: (e) => setError(message(e)) });
              setRemoving(false);
            }}
          >
            {t('autoTopUp.confirmRemove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
