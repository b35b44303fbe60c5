// The words of /Profile's "Automatic top-ups", in one place (to be moved into the site's
// translations).
export const AUTO_TOP_UPS_TEXTS = {
  title: 'Automatic top-ups',
  empty:
    'No automatic top-ups. Choose "Repeat automatically" when you pay by card to keep a number topped up.',
  every: (days: number) => `Every ${days} days`,
  next: (when: string, amount: string) => `Next: ${when}, ${amount}`,
  nextUnknown: (when: string) => `Next: ${when}`,
  pending: 'Starts once the first payment is confirmed.',
  cancelled: 'Cancelled',
  paused: (why: string) => `Paused: ${why}`,
  reasons: {
    customer: 'you paused it',
    admin: 'paused by our support team',
    'price-risen': 'the price rose; resume to accept the new price',
    'product-gone': 'this top-up is no longer sold',
    'payment-failed': 'two charges failed in a row',
    refused: 'it could not be made',
    'payment-alert': 'your bank reported a problem with a payment',
    'card-removed': 'the saved card was removed',
    'not-paid': 'the first payment was not made',
  } as Record<string, string>,
  skip: 'Skip next',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  interval: 'Interval',
  cancelTitle: 'Cancel this automatic top-up?',
  cancelBody: (line: string) =>
    `${line} will not be charged or sent again. A top-up already sent stays as it is.`,
  keep: 'Keep it',
  confirmCancel: 'Cancel it',
  card: (brand: string, last4: string) =>
    `Saved card: ${brand.charAt(0).toUpperCase()}${brand.slice(1)} ending ${last4}`,
  removeCard: 'Remove card',
  removeTitle: 'Remove the saved card?',
  removeBody: 'Your running automatic top-ups pause. Nothing more is charged to this card.',
  confirmRemove: 'Remove card',
  loading: 'Loading automatic top-ups',
} as const;
