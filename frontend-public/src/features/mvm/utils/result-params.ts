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

export interface FailureParams {
  errorMessage: string;
  payerName: string;
  description: string;
  amount: string;
}

export function readFailureParams(search: string, locationState: unknown): FailureParams {
  const read = readers(search, locationState);
  return {
    errorMessage: read('errorMessage'),
    payerName: read('payerName'),
    description: read('description'),
    amount: read('amount'),
  };
}
