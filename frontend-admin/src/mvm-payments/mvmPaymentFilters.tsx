import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { MVM_STATUS_CHOICES, PROVIDER_CHOICES } from '../components/mvmPaymentWords';

// The server's filters: q (payer, description, references, id), status, provider, from, to.
export const mvmPaymentFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
  <SelectInput key="status" source="status" label="Status" choices={MVM_STATUS_CHOICES} alwaysOn />,
  <SelectInput
    key="provider"
    source="provider"
    label="Provider"
    choices={PROVIDER_CHOICES}
    alwaysOn
  />,
  <DateInput key="from" source="from" label="Created from" alwaysOn />,
  <DateInput key="to" source="to" label="Created to" alwaysOn />,
];
