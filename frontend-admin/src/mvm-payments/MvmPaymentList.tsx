import { Datagrid, FunctionField, SimpleList, TextField, useDataProvider } from 'react-admin';
import type { MvmPayment } from '../api/types';
import { CsvListActions } from '../components/CsvListActions';
import { EmptyList } from '../components/EmptyList';
import { formatDateTime } from '../components/format';
import { SeedList } from '../components/SeedList';
import { useIsSmall } from '../components/useIsSmall';
import { mvmStatusWords, providerWords } from '../components/mvmPaymentWords';
import type { AdminDataProvider } from '../dataProvider';
import { mvmPaymentFilters } from './mvmPaymentFilters';

export const NO_MVM_PAYMENTS = 'No payments available';

/** Course and project payments, read-only (docs/specification.md#mvm); a row opens its page. */
export function MvmPaymentList() {
  const isSmall = useIsSmall();
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <SeedList
      title="Mvm Payments"
      resource="mvm-payments"
      filters={mvmPaymentFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<CsvListActions download={dataProvider.downloadMvmPaymentsCsv} />}
    >
      {isSmall ? (
        <SimpleList<MvmPayment>
          primaryText={(p) => `${p.amountUsd} USD · ${mvmStatusWords(p.status)}`}
          secondaryText={(p) => `${p.payerName} · ${p.course ?? 'Project payment'}`}
          tertiaryText={(p) => formatDateTime(p.createdAt)}
          linkType="show"
          empty={<EmptyList text={NO_MVM_PAYMENTS} />}
        />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          empty={<EmptyList text={NO_MVM_PAYMENTS} />}
        >
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
            render={(p) => mvmStatusWords(p.status)}
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
