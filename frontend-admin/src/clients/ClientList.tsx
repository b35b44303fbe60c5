import { Datagrid, SearchInput, SimpleList, TextField } from 'react-admin';
import type { Client } from '../api/types';
import { RowNumberField } from '../components/RowNumberField';
import { EmptyList } from '../components/EmptyList';
import { SeedList } from '../components/SeedList';
import { useIsSmall } from '../components/useIsSmall';

export const NO_CLIENTS = 'No clients found';

// One search box across all fields: the server's `q` covers name, e-mail and telephone.
const clientFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />];

/** docs/specification.md#list-of-clients: "List of Clients" (/Userinformation). */
export function ClientList() {
  const isSmall = useIsSmall();
  return (
    <>
      <SeedList
        title="List Of Clients"
        resource="clients"
        filters={clientFilters}
        // The contract sorts clients by fullname or email only (react-admin's default is id).
        sort={{ field: 'fullname', order: 'ASC' }}
      >
        {isSmall ? (
          <SimpleList<Client>
            primaryText={(record) => record.fullname}
            secondaryText={(record) => record.email}
            tertiaryText={(record) => record.telephone}
            linkType="show"
            empty={<EmptyList text={NO_CLIENTS} />}
          />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick="show"
            empty={<EmptyList text={NO_CLIENTS} />}
          >
            <RowNumberField label="No" />
            <TextField source="fullname" label="User name" />
            <TextField source="email" label="Email" />
            <TextField source="telephone" label="Mobile Number" sortable={false} />
          </Datagrid>
        )}
      </SeedList>
    </>
  );
}
