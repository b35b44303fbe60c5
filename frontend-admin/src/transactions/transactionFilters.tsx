import { useQuery } from '@tanstack/react-query';
import { DateInput, SearchInput, SelectInput, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { STATUS_CHOICES } from './statusWords';

/** Country names for the filter come from GET /api/admin/countries. */
function CountryFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({
    queryKey: ['admin', 'countries'],
    // After a 401 react-admin answers an empty object instead of the list: no countries then.
    queryFn: () => dataProvider.countries().then(({ data }) => (Array.isArray(data) ? data : [])),
    retry: false,
  });
  const choices = (data ?? []).map((name) => ({ id: name, name }));
  return <SelectInput {...props} choices={choices} isLoading={!data} />;
}

// The contract's shared filters: q, status, from, to (submitted date, inclusive), country.
export const transactionFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <DateInput key="from" source="from" label="Submitted from" alwaysOn />,
  <DateInput key="to" source="to" label="Submitted to" alwaysOn />,
  <CountryFilter key="country" source="country" label="Country" alwaysOn />,
];
