import {
  Datagrid,
  DateInput,
  FunctionField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useGetList,
} from 'react-admin';
import type { Admin, AuditEntry } from '../api/types';
import { formatDateTime } from '../components/format';
import { EmptyList } from '../components/EmptyList';
import { SeedList } from '../components/SeedList';
import { MasterOnly } from '../components/MasterOnly';
import { useIsSmall } from '../components/useIsSmall';

// Words for the contract's audit actions. Keyed by the OpenAPI type, so an action added to the
// API without a label here fails the typecheck; also the filter's choices.
const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  'admin.login': 'Logged in',
  'admin.login_failed': 'Failed login',
  'admin.logout': 'Logged out',
  'admin.password_changed': 'Changed password',
  'admin.profile_updated': 'Updated profile',
  'admin.created': 'Created an admin',
  'admin.deleted': 'Deleted an admin',
  'storefront.switched': 'Switched the storefront',
  'offers.build': 'Built the offers',
  'transactions.csv_export': 'Exported transactions (CSV)',
  'mvm_payments.csv_export': 'Exported Mvm payments (CSV)',
  'contact_email.changed': 'Changed the contact e-mail',
  'order.check': 'Checked an order',
  'order.refund': 'Refunded an order',
  'order.approve': 'Approved a held order',
  'order.refuse': 'Refused a held order',
  'queues.changed': 'Changed the queues',
  'client.limits_changed': "Changed a client's risk limits",
  'client.blocked': 'Blocked a client',
  'client.unblocked': 'Unblocked a client',
  'auto-top-up.paused': "Paused a client's automatic top-up",
  'payment.early_fraud_warning': 'Stripe: early fraud warning',
  'payment.dispute': 'Stripe: dispute',
  'admin.totp_enrolled': 'Turned on two-step verification',
  'admin.totp_reset': "Reset an admin's two-step verification",
  'admin.totp_required_changed': 'Changed the two-step verification rule',
  'admin.recovery_code_used': 'Logged in with a recovery code',
};

const actionLabel = (entry: AuditEntry) => ACTION_LABELS[entry.action] ?? entry.action;

/** The admins to filter by, by e-mail (the log keeps the e-mail of an admin since deleted). */
function AdminFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  const { data, isPending } = useGetList<Admin>('admins', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' },
  });
  const choices = (data ?? []).map((admin) => ({ id: admin.email, name: admin.email }));
  return <SelectInput {...props} choices={choices} isLoading={isPending} />;
}

const auditFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
  <SelectInput
    key="action"
    source="action"
    label="Action"
    choices={Object.entries(ACTION_LABELS).map(([id, name]) => ({ id, name }))}
    alwaysOn
  />,
  <AdminFilter key="admin" source="admin" label="Admin" alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

/** Who did what in the back office (master admins only). */
export function AuditLogList() {
  const isSmall = useIsSmall();
  return (
    <MasterOnly>
      <SeedList
        title="Audit log"
        resource="audit-log"
        filters={auditFilters}
        sort={{ field: 'at', order: 'DESC' }}
      >
        {isSmall ? (
          <SimpleList<AuditEntry>
            primaryText={actionLabel}
            secondaryText={(entry) => entry.detail}
            tertiaryText={(entry) => `${formatDateTime(entry.at)} · ${entry.adminEmail}`}
            linkType={false}
            empty={<EmptyList text={'No audit entries'} />}
          />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyList text={'No audit entries'} />}
          >
            <FunctionField<AuditEntry>
              source="at"
              label="At"
              render={(entry) => formatDateTime(entry.at)}
            />
            <TextField source="adminEmail" label="Admin" sortable={false} />
            <FunctionField<AuditEntry>
              source="action"
              label="Action"
              sortable={false}
              render={actionLabel}
            />
            <TextField source="detail" label="Detail" sortable={false} />
          </Datagrid>
        )}
      </SeedList>
    </MasterOnly>
  );
}
