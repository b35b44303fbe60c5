import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ReplayIcon from '@mui/icons-material/Replay';
import { failureText } from '../../../lib/api-failure';
import { formatUsd } from '../../../lib/money';
import { AccountLayout } from '../../profile/components/AccountLayout';
import { RequireLogin } from '../../profile/components/RequireLogin';
import { useTopupTransactions } from '../api/get-topup-transactions';
import { usePagination } from '../hooks/usePagination';
import { useResend } from '../hooks/useResend';
import { localDate, localTime, shortId, statusColor } from '../utils/format';
import { HistoryTable } from './HistoryTable';
import { ListPager } from './ListPager';

/** Seed §9: 10 top-ups a page unless the customer asks otherwise. */
export const TOPUP_PAGE_SIZE = 10;

export const TOPUP_COLUMNS = [
  'ID',
  'Date',
  'Time',
  'Mobile Number',
  'Amount (USD)',
  'Status',
  'Resend',
] as const;

function TopupHistory() {
  const { pagination, query } = usePagination(TOPUP_PAGE_SIZE, useTopupTransactions);
  const { resend, pendingId, error: resendError, clearError } = useResend();
  const transactions = query.data?.transactions ?? [];
  const loadError = query.isError
    ? failureText(query.error, (status, message) => message ?? `Error ${status}`)
    : null;

  return (
    <Stack spacing={2}>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {resendError && (
        <Alert severity="error" onClose={clearError}>
          {resendError}
        </Alert>
      )}
      <HistoryTable
        label="Topup transactions"
        columns={TOPUP_COLUMNS}
        loading={query.isPending}
        empty={query.data !== undefined && transactions.length === 0}
      >
        {transactions.map((transaction) => {
          const id = String(transaction.id);
          const sending = pendingId === id;
          return (
            <TableRow key={id} hover>
              <TableCell title={id} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {shortId(id)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {localDate(transaction.submitted)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {localTime(transaction.submitted)}
              </TableCell>
              <TableCell>{transaction.telenumber}</TableCell>
              <TableCell>{formatUsd(transaction.amount)}</TableCell>
              <TableCell>
                {transaction.status && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={transaction.status}
                    color={statusColor(transaction.status)}
                  />
                )}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => void resend(transaction)}
                  disabled={pendingId !== null}
                  aria-busy={sending}
                  startIcon={
                    sending ? (
                      <CircularProgress size={16} color="inherit" aria-hidden="true" />
                    ) : (
                      <ReplayIcon aria-hidden="true" />
                    )
                  }
                >
                  Resend
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </HistoryTable>
      <ListPager pagination={pagination} label="Topup transaction pages" />
    </Stack>
  );
}

/** /Topuptransaction: the customer's top-ups, with the account side menu. */
export function TopupTransactionsPage() {
  return (
    <RequireLogin>
      <AccountLayout title="Topup Transaction">
        <TopupHistory />
      </AccountLayout>
    </RequireLogin>
  );
}
