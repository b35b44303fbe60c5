import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { TableColumn } from '@/components/data/ResponsiveTable';
import { CopyableId } from '@/components/data/CopyableId';
import { failureText } from '@/lib/api-failure';
import { formatUsd } from '@/lib/money';
import { AccountLayout } from '@/components/layouts/AccountLayout';
import { RequireLogin } from '@/components/layouts/RequireLogin';
import { useCallTransactions, type CallTransaction } from '../api/get-call-transactions';
import { usePagination } from '../hooks/usePagination';
import { localDateTime } from '../utils/format';
import { HistoryTable } from './HistoryTable';
import { ListPager } from './ListPager';
import { t, useT } from '@/i18n/i18n';

/** docs/specification.md#limits: 5 calls a page unless the customer asks otherwise. */
export const CALL_PAGE_SIZE = 5;

const COLUMNS: readonly TableColumn<CallTransaction>[] = [
  {
    get label() {
      return t('orders.id');
    },
    render: (call) => <CopyableId id={String(call.Id)} label={t('copy.callId')} />,
  },
  {
    get label() {
      return t('orders.amount');
    },
    render: (call) => formatUsd(call.Amount),
    nowrap: true,
  },
  {
    get label() {
      return t('orders.date');
    },
    render: (call) => localDateTime(call.completed),
  },
];

function CallHistory() {
  const t = useT();
  const { pagination, query } = usePagination(CALL_PAGE_SIZE, useCallTransactions);
  const calls = query.data?.transactions ?? [];
  const loadError = query.isError
    ? failureText(query.error, (status, message) => message ?? `Error ${status}`)
    : null;

  return (
    <Stack spacing={2}>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <HistoryTable
        label={t('orders.callsLabel')}
        columns={COLUMNS}
        rows={calls}
        rowKey={(call) => String(call.Id)}
        loading={query.isPending}
        empty={query.data !== undefined && calls.length === 0}
        stackBelow="sm"
      />
      <ListPager pagination={pagination} label={t('orders.callPages')} />
    </Stack>
  );
}

/** /Calltransaction: the customer's international calls, with the account side menu. */
export function CallTransactionsPage() {
  const t = useT();
  return (
    <RequireLogin>
      <AccountLayout title={t('account.callTransaction')}>
        <CallHistory />
      </AccountLayout>
    </RequireLogin>
  );
}
