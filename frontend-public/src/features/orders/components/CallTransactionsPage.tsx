import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { failureText } from '../../../lib/api-failure';
import { formatUsd } from '../../../lib/money';
import { AccountLayout } from '../../profile/components/AccountLayout';
import { RequireLogin } from '../../profile/components/RequireLogin';
import { useCallTransactions } from '../api/get-call-transactions';
import { usePagination } from '../hooks/usePagination';
import { localDateTime, shortId } from '../utils/format';
import { HistoryTable } from './HistoryTable';
import { ListPager } from './ListPager';

/** Seed §9: 5 calls a page unless the customer asks otherwise. */
export const CALL_PAGE_SIZE = 5;

export const CALL_COLUMNS = ['ID', 'Amount', 'Date'] as const;

function CallHistory() {
  const { pagination, query } = usePagination(CALL_PAGE_SIZE, useCallTransactions);
  const calls = query.data?.transactions ?? [];
  const loadError = query.isError
    ? failureText(query.error, (status, message) => message ?? `Error ${status}`)
    : null;

  return (
    <Stack spacing={2}>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <HistoryTable
        label="International call transactions"
        columns={CALL_COLUMNS}
        loading={query.isPending}
        empty={query.data !== undefined && calls.length === 0}
      >
        {calls.map((call) => (
          <TableRow key={String(call.Id)} hover>
            <TableCell title={String(call.Id)} sx={{ fontFamily: 'monospace' }}>
              {shortId(String(call.Id))}
            </TableCell>
            <TableCell>{formatUsd(call.Amount)}</TableCell>
            <TableCell>{localDateTime(call.completed)}</TableCell>
          </TableRow>
        ))}
      </HistoryTable>
      <ListPager pagination={pagination} label="International call transaction pages" />
    </Stack>
  );
}

/** /Calltransaction: the customer's international calls, with the account side menu. */
export function CallTransactionsPage() {
  return (
    <RequireLogin>
      <AccountLayout title="International Call Transaction">
        <CallHistory />
      </AccountLayout>
    </RequireLogin>
  );
}
