import { Stack, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  RecordContextProvider,
  SearchInput,
  TextField,
  useListContext,
} from 'react-admin';
import type { Admin } from '../api/types';
import { SeedList } from '../components/SeedList';
import { EmptyList } from '../components/EmptyList';
import { MasterOnly } from '../components/MasterOnly';
import { useIsSmall } from '../components/useIsSmall';
import { DeleteAdminButton } from './DeleteAdminButton';
import { ResetSecondFactorButton } from './ResetSecondFactorButton';
import { SecondFactorRule } from './SecondFactorRule';

/** What the list calls each kind of admin. */
export const roleWords = (admin: Pick<Admin, 'type'>) =>
  admin.type === 'master' ? 'Master admin' : 'Admin';

const adminFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />];

/** Phones: name, e-mail and role stacked, Reset 2FA and Delete beside them. */
function AdminRows() {
  const { data } = useListContext<Admin>();
  if (!data?.length) return <EmptyList text={'No admins found'} />;
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((admin) => (
        <Stack
          key={admin.id}
          component="li"
          direction="row"
          sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {/* Long names and addresses break anywhere: cut with an ellipsis they still made the
              list as wide as the longest, wider than a phone. */}
          <Stack sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography>{admin.fullname}</Typography>
            <Typography variant="body2" color="text.secondary">
              {admin.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {roleWords(admin)}
            </Typography>
          </Stack>
          <AdminRecord admin={admin} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The row's actions, one above the other: side by side they would not fit a phone. */
function AdminRecord({ admin }: { admin: Admin }) {
  return (
    <RecordContextProvider value={admin}>
      <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        <ResetSecondFactorButton />
        <DeleteAdminButton />
      </Stack>
    </RecordContextProvider>
  );
}

/**
 * docs/specification.md#list-of-admins: "List of all Admins" (/getadmins, /getAdmins), the master
 * admin's landing page.
 */
export function AdminList() {
  const isSmall = useIsSmall();
  return (
    <MasterOnly>
      <SeedList
        title="List of Admins"
        resource="admins"
        filters={adminFilters}
        // The contract sorts admins by fullname or email only (react-admin's default is id).
        sort={{ field: 'fullname', order: 'ASC' }}
      >
        {isSmall ? (
          <AdminRows />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyList text={'No admins found'} />}
          >
            <TextField source="fullname" label="Name" />
            <TextField source="email" label="Email" />
            <FunctionField<Admin> label="Role" sortable={false} render={roleWords} />
            <ResetSecondFactorButton label="Two-step verification" />
            <DeleteAdminButton label="Delete" />
          </Datagrid>
        )}
      </SeedList>
      <SecondFactorRule />
    </MasterOnly>
  );
}
