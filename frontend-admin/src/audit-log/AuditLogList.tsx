import { Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import type { AuditEntry } from '../api/types';
import { formatDateTime } from '../components/format';
import { SeedList } from '../components/SeedList';
import { MasterOnly } from '../components/MasterOnly';
import { useIsSmall } from '../components/useIsSmall';

// The contract's audit actions, offered as the filter's choices.
export const AUDIT_ACTIONS = [
  'admin.login',
  'admin.login_failed',
  'admin.logout',
  'admin.password_changed',
  'admin.profile_updated',
  'admin.created',
  'admin.deleted',
  'storefront.switched',
  'offers.build',
  'transactions.csv_export',
  'contact_email.changed',
  'order.check',
  'order.refund',
];

const auditFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
  <SelectInput
    key="action"
    source="action"
    label="Action"
    choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: action }))}
    alwaysOn
  />,
];

function NoEntries() {
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      No audit entries
    </Typography>
  );
}

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
            primaryText={(entry) => entry.action}
            secondaryText={(entry) => entry.detail}
            tertiaryText={(entry) => `${formatDateTime(entry.at)} · ${entry.adminEmail}`}
            linkType={false}
            empty={<NoEntries />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoEntries />}>
            <FunctionField<AuditEntry>
              source="at"
              label="At"
              render={(entry) => formatDateTime(entry.at)}
            />
            <TextField source="adminEmail" label="Admin" sortable={false} />
            <TextField source="action" label="Action" sortable={false} />
            <TextField source="detail" label="Detail" sortable={false} />
          </Datagrid>
        )}
      </SeedList>
    </MasterOnly>
  );
}
