// What the Mvm result pages are opened with: navigation state first, else the query string
// (the card checkout's success_url and cancel_url). Lengths are capped: anyone can type a URL.

const MAX = 300;

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX) : '');

function readers(search: string, locationState: unknown) {
  const query = new URLSearchParams(search);
  const state =
    typeof locationState === 'object' && locationState !== null
      ? (locationState as Record<string, unknown>)
      : {};
  return (key: string) => text(state[key]) || text(query.get(key));
}

/** The invoice's payment id: `payment` in the query (success_url) or `paymentId` in the state. */
export function readPaymentId(search: string, locationState: unknown): string {
  const read = readers(search, locationState);
  const id = read('paymentId') || read('payment');
  return /^[\w-]{1,100}$/.test(id) ? id : '';
}

/**
 * The failure page's messages by code (`errorMessage=declined`): anyone can write a URL, so the
 * page shows only these words, never text taken from the address.
 */
export const FAILURE_MESSAGES: Readonly<Record<string, string>> = {
  cancelled: 'The card payment was cancelled. Nothing was charged.',
  declined: 'The card was declined. Nothing was charged.',
  expired: 'The payment page expired before the payment was made. Nothing was charged.',
};

export interface FailureParams {
  /** One of FAILURE_MESSAGES, or '' for an unknown or missing code. */
  errorMessage: string;
  payerName: string;
  description: string;
  amount: string;
}

export function readFailureParams(search: string, locationState: unknown): FailureParams {
  const read = readers(search, locationState);
  return {
    errorMessage: Object.hasOwn(FAILURE_MESSAGES, read('errorMessage'))
      ? FAILURE_MESSAGES[read('errorMessage')]
      : '',
    payerName: read('payerName'),
    description: read('description'),
    amount: read('amount'),
  };
}
