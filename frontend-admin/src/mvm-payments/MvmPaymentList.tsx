import { Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { downloadMvmPaymentsCsv } from '../api/adminApi';
import type { MvmPayment, MvmPaymentFilters } from '../api/types';
import { CsvDownloadButton } from '../components/CsvDownloadButton';
import { formatDateTime } from '../components/format';
import { SeedList } from '../components/SeedList';
import { useIsSmall } from '../components/useIsSmall';
import { mvmPaymentFilters, providerWords, statusWords } from './mvmPaymentFilters';

export const NO_MVM_PAYMENTS = 'No payments available';

function NoPayments() {
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {NO_MVM_PAYMENTS}
    </Typography>
  );
}

/** The export follows whatever the list is filtered by. */
function MvmPaymentListActions() {
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <CsvDownloadButton
        download={() => downloadMvmPaymentsCsv(filterValues as MvmPaymentFilters)}
      />
    </TopToolbar>
  );
}

/** Course and project payments, read-only (DECISIONS.md "Mvm"); a row opens its page. */
export function MvmPaymentList() {
  const isSmall = useIsSmall();
  return (
    <SeedList
      title="Mvm Payments"
      resource="mvm-payments"
      filters={mvmPaymentFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<MvmPaymentListActions />}
    >
      {isSmall ? (
        <SimpleList<MvmPayment>
          primaryText={(p) => `${p.amountUsd} USD · ${statusWords(p.status)}`}
          secondaryText={(p) => `${p.payerName} · ${p.course ?? 'Project payment'}`}
          tertiaryText={(p) => formatDateTime(p.createdAt)}
          linkType="show"
          empty={<NoPayments />}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoPayments />}>
          <TextField source="id" label="Transaction ID" sortable={false} />
          <TextField source="payerName" label="Payer Name" />
          <FunctionField<MvmPayment>
            label="Course or Project"
            sortable={false}
            render={(p) => p.course ?? 'Project payment'}
          />
          <TextField source="description" label="Description" sortable={false} />
          <TextField source="amountUsd" label="Amount USD" textAlign="right" />
          <FunctionField<MvmPayment>
            label="Provider"
            sortable={false}
            render={(p) => providerWords(p.provider)}
          />
          <FunctionField<MvmPayment>
            label="Status"
            sortable={false}
            render={(p) => statusWords(p.status)}
          />
          <FunctionField<MvmPayment>
            source="createdAt"
            label="Created Date"
            render={(p) => formatDateTime(p.createdAt)}
          />
          <FunctionField<MvmPayment>
            label="Paid Date"
            sortable={false}
            render={(p) => formatDateTime(p.paidAt)}
          />
        </Datagrid>
      )}
    </SeedList>
  );
}
