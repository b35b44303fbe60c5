import { DateInput, SearchInput, SelectInput } from 'react-admin';

export const MVM_STATUS_CHOICES = [
  { id: 'PENDING', name: 'Pending' },
  { id: 'PAID', name: 'Paid' },
  { id: 'FAILED', name: 'Failed' },
  { id: 'CANCELLED', name: 'Cancelled' },
];

export const PROVIDER_CHOICES = [
  { id: 'paypal', name: 'PayPal' },
  { id: 'stripe', name: 'Card (Stripe)' },
];

export const statusWords = (status: string) =>
  MVM_STATUS_CHOICES.find((c) => c.id === status)?.name ?? status;
export const providerWords = (provider: string) =>
  PROVIDER_CHOICES.find((c) => c.id === provider)?.name ?? provider;

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
