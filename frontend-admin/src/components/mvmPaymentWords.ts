// The words an Mvm payment's status and provider show as, on its own screens and on a client's
// page alike.
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

export const mvmStatusWords = (status: string) =>
  MVM_STATUS_CHOICES.find((c) => c.id === status)?.name ?? status;
export const providerWords = (provider: string) =>
  PROVIDER_CHOICES.find((c) => c.id === provider)?.name ?? provider;
