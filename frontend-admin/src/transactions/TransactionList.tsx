import {
  Datagrid,
  FunctionField,
  SimpleList,
  TextField,
  useDataProvider,
  useListContext,
} from 'react-admin';
import type { Transaction } from '../api/types';
import { CsvListActions } from '../components/CsvListActions';
import { EmptyList } from '../components/EmptyList';
import { completedDate, formatDateTime, formatUsd } from '../components/format';
import { SeedList } from '../components/SeedList';
import { useIsSmall } from '../components/useIsSmall';
import { TransactionIdField } from './TransactionIdField';
import type { AdminDataProvider } from '../dataProvider';
import { transactionFilters } from './transactionFilters';
import { ReviewButtons } from './ReviewButtons';

export const NO_TRANSACTIONS = 'No transactions available';
const completedText = (record: Transaction) => completedDate(record.completed);

/** The status the list's filter shows when it lists the review queue. */
export const HELD = 'HELD_FOR_REVIEW';

/**
 * docs/specification.md#transaction-list "Admin transaction list" (/Admintransactionhistory); a row
 * opens the order page.
 */
export function TransactionList() {
  const isSmall = useIsSmall();
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <>
      <SeedList
        title="Transaction History"
        resource="transactions"
        filters={transactionFilters}
        sort={{ field: 'submitted', order: 'DESC' }}
        actions={<CsvListActions download={dataProvider.downloadTransactionsCsv} />}
      >
        <TransactionRows isSmall={isSmall} />
      </SeedList>
    </>
  );
}

/**
 * The rows: cards on a phone, the seed's columns on a desktop; filtered to the review queue
 * ("Held for review", docs/specification.md#review-queue) each row also gets Approve and Refuse.
 */
function TransactionRows({ isSmall }: { isSmall: boolean }) {
  const { filterValues } = useListContext();
  const heldOnly = (filterValues as { status?: string }).status === HELD;
  return isSmall ? (
    <SimpleList<Transaction>
      primaryText={(record) => `${formatUsd(record.amount)} USD · ${record.transtatus}`}
      secondaryText={(record) => `${record.telenumber} · ${record.country}`}
      tertiaryText={(record) => formatDateTime(record.submitted)}
      linkType="show"
      empty={<EmptyList text={NO_TRANSACTIONS} />}
    />
  ) : (
    <Datagrid
      rowClick="show"
      bulkActionButtons={false}
      empty={<EmptyList text={NO_TRANSACTIONS} />}
    >
      <TransactionIdField label="Transaction ID" />
      <TextField source="user.email" label="Sender Email" sortable={false} />
      <TextField source="telenumber" label="Receiver Mobile Number" sortable={false} />
      <TextField source="country" label="Country" />
      <FunctionField<Transaction>
        source="amount"
        label="Amount USD"
        textAlign="right"
        sortByOrder="DESC"
        render={(record) => formatUsd(record.amount)}
      />
      <FunctionField<Transaction>
        source="cost"
        label="DT One Cost USD"
        textAlign="right"
        sortable={false}
        // Orders from before DT One's price was kept have none.
        render={(record) => (record.cost === null ? '—' : formatUsd(record.cost))}
      />
      <FunctionField<Transaction>
        source="submitted"
        label="Submitted Date"
        render={(record) => formatDateTime(record.submitted)}
      />
      {/* A held order is never complete: its Review buttons take the column's room. */}
      {!heldOnly && (
        <FunctionField<Transaction>
          source="completed"
          label="Completed Date"
          sortByOrder="DESC"
          render={completedText}
        />
      )}
      <TextField source="transtatus" sortBy="status" label="Transaction Status" />
      {heldOnly && (
        <FunctionField<Transaction>
          label="Review"
          sortable={false}
          render={(record) => <ReviewButtons record={record} />}
        />
      )}
    </Datagrid>
  );
}
