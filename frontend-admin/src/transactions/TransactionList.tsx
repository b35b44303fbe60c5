import { Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import type { Transaction, TransactionFilters } from '../api/types';
import { CsvDownloadButton } from '../components/CsvDownloadButton';
import { formatDateTime, formatUsd } from '../components/format';
import { SeedList } from '../components/SeedList';
import { useIsSmall } from '../components/useIsSmall';
import { TransactionIdField } from './TransactionIdField';
import { transactionFilters } from './transactionFilters';

export const NO_TRANSACTIONS = 'No transactions available';
export const NOT_COMPLETE = 'Not complete';

function NoTransactions() {
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {NO_TRANSACTIONS}
    </Typography>
  );
}

/** The export follows whatever the list is filtered by. */
function TransactionListActions() {
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <CsvDownloadButton filters={filterValues as TransactionFilters} />
    </TopToolbar>
  );
}

const completedText = (record: Transaction) =>
  record.completed ? formatDateTime(record.completed) : NOT_COMPLETE;

/** Seed 001 "Admin transaction list" (/Admintransactionhistory); a row opens the order page. */
export function TransactionList() {
  const isSmall = useIsSmall();
  return (
    <>
      <SeedList
        title="Transaction History"
        resource="transactions"
        filters={transactionFilters}
        sort={{ field: 'submitted', order: 'DESC' }}
        actions={<TransactionListActions />}
      >
        {isSmall ? (
          <SimpleList<Transaction>
            primaryText={(record) => `${formatUsd(record.amount)} USD · ${record.transtatus}`}
            secondaryText={(record) => `${record.telenumber} · ${record.country}`}
            tertiaryText={(record) => formatDateTime(record.submitted)}
            linkType="show"
            empty={<NoTransactions />}
          />
        ) : (
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoTransactions />}>
            <TransactionIdField label="Transaction ID" />
            <TextField source="user.email" label="Sender Email" sortable={false} />
            <TextField source="telenumber" label="Receiver Mobile Number" sortable={false} />
            <TextField source="country" label="Country" sortable={false} />
            <FunctionField<Transaction>
              label="Amount USD"
              textAlign="right"
              sortable={false}
              render={(record) => formatUsd(record.amount)}
            />
            <FunctionField<Transaction>
              source="submitted"
              label="Submitted Date"
              render={(record) => formatDateTime(record.submitted)}
            />
            <FunctionField<Transaction>
              label="Completed Date"
              sortable={false}
              render={completedText}
            />
            <TextField source="transtatus" label="Transaction Status" sortable={false} />
          </Datagrid>
        )}
      </SeedList>
    </>
  );
}
