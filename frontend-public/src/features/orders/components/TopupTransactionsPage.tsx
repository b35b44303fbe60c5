import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import type { TableColumn } from '@/components/data/ResponsiveTable';
import { CopyableId } from '@/components/data/CopyableId';
import { PinVoucher } from '@/components/data/PinVoucher';
import { validText } from '@/components/offer/WhatArrives';
import { failureText } from '@/lib/api-failure';
import { formatUsd } from '@/lib/money';
import { AccountLayout } from '@/components/layouts/AccountLayout';
import { RequireLogin } from '@/components/layouts/RequireLogin';
import { useTopupTransactions, type TopupTransaction } from '../api/get-topup-transactions';
import { usePagination } from '../hooks/usePagination';
import { useResend } from '../hooks/useResend';
import { localDate, localTime, statusColor, statusLabel } from '../utils/format';
import { HistoryTable } from './HistoryTable';
import { ListPager } from './ListPager';
import { DelayedTag, OperatorReference, TopupReceipt } from './TopupReceipt';
import { t, useT } from '@/i18n/i18n';

/** docs/specification.md#limits: 10 top-ups a page unless the customer asks otherwise. */
export const TOPUP_PAGE_SIZE = 10;

/** Resend found the product gone (docs/specification.md#one-tap-repeat). */
export const PRODUCT_GONE_TEXT = (): string => t('orders.productGone');

/** The status in words; a long one ("We are checking this payment") wraps inside the chip. */
function StatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={statusLabel(status)}
      color={statusColor(status)}
      sx={{
        height: 'auto',
        maxWidth: '11rem',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25, textAlign: 'center' },
      }}
    />
  );
}

/**
 * The number, with what was sent to it underneath: the product and the operator, and a PIN
 * product's PIN once delivered.
 */
function NumberAndProduct({ transaction }: { transaction: TopupTransaction }) {
  const t = useT();
  const what = [transaction.productName, transaction.operatorName].filter(Boolean).join(' · ');
  // docs/specification.md#history
  const receives = transaction.receives
    ? [
        t('offer.receives', { summary: transaction.receives }),
        transaction.validity && validText(transaction.validity),
      ]
        .filter(Boolean)
        .join(' · ')
    : null;
  return (
    <>
      {transaction.telenumber}
      {what && (
        <Typography component="span" variant="body2" color="text.secondary" display="block">
          {what}
        </Typography>
      )}
      {receives && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          display="block"
          data-testid="what-arrives"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {receives}
        </Typography>
      )}
      {transaction.pin && <PinVoucher pin={transaction.pin} compact />}
    </>
  );
}

function TopupHistory() {
  const t = useT();
  const { pagination, query } = usePagination(TOPUP_PAGE_SIZE, useTopupTransactions);
  const { resend, pendingId, error: resendError, gone, pickAnother, clearError } = useResend();
  const transactions = query.data?.transactions ?? [];
  const loadError = query.isError
    ? failureText(query.error, (status, message) => message ?? `Error ${status}`)
    : null;

  const resendButton = (transaction: TopupTransaction) => {
    const sending = pendingId === String(transaction.id);
    return (
      <Button
        size="small"
        variant="outlined"
        onClick={() => void resend(transaction)}
        disabled={pendingId !== null}
        aria-busy={sending}
        sx={{ whiteSpace: 'nowrap' }}
        startIcon={
          sending ? (
            <CircularProgress size={16} color="inherit" aria-hidden="true" />
          ) : (
            <ReplayIcon aria-hidden="true" />
          )
        }
      >
        {t('code.resend')}
      </Button>
    );
  };

  const columns: TableColumn<TopupTransaction>[] = [
    { label: t('orders.id'), render: (t) => <CopyableId id={String(t.id)} /> },
    { label: t('orders.date'), render: (t) => localDate(t.submitted), nowrap: true },
    { label: t('orders.time'), render: (t) => localTime(t.submitted), nowrap: true },
    {
      label: t('receipt.mobileNumber'),
      render: (t) => (
        <>
          <NumberAndProduct transaction={t} />
          <OperatorReference transaction={t} />
        </>
      ),
    },
    { label: t('receipt.amountUsd'), render: (t) => formatUsd(t.amount), nowrap: true },
    {
      label: t('orders.status'),
      render: (t) =>
        t.status && (
          <>
            <StatusChip status={t.status} />
            <DelayedTag transaction={t} />
            <TopupReceipt transaction={t} />
          </>
        ),
    },
    { label: t('code.resend'), render: resendButton },
  ];

  return (
    <Stack spacing={2}>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {resendError && (
        <Alert severity="error" onClose={clearError}>
          {resendError}
        </Alert>
      )}
      {gone && (
        <Alert
          severity="warning"
          onClose={clearError}
          action={
            <Button color="inherit" size="small" onClick={() => pickAnother(gone)}>
              {t('orders.pickAnother')}
            </Button>
          }
        >
          {PRODUCT_GONE_TEXT()}
        </Alert>
      )}
      <HistoryTable
        label={t('orders.topupsLabel')}
        columns={columns}
        rows={transactions}
        rowKey={(t) => String(t.id)}
        loading={query.isPending}
        empty={query.data !== undefined && transactions.length === 0}
        // Beside the account menu a desktop leaves the table about 840 px: seven columns fit
        // from 1200 px up; narrower screens get a card per top-up.
        stackBelow="lg"
      />
      <ListPager pagination={pagination} label={t('orders.topupPages')} />
    </Stack>
  );
}

/** /Topuptransaction: the customer's top-ups, with the account side menu. */
export function TopupTransactionsPage() {
  const t = useT();
  return (
    <RequireLogin>
      <AccountLayout title={t('account.topupTransaction')}>
        <TopupHistory />
      </AccountLayout>
    </RequireLogin>
  );
}
