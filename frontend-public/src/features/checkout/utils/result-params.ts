// What the payment result pages are opened with: productId and phoneNumber in the navigation
// state (wallet flow) or the query string (card checkout's success_url, which adds session_id).

export interface PaymentResultParams {
  productId: string;
  /** Calling code plus number, e.g. '+255754123456'; '' when unknown. */
  phoneNumber: string;
  /** The card checkout session to confirm; '' when the page was not opened by the checkout. */
  sessionId: string;
  /** The wallet order just paid (navigation state of the wallet flow); '' otherwise. */
  walletOrderId: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An unencoded '+' in a query string reads as a space: '+255…' arrives as ' 255…'. */
function phoneFromQuery(value: string | null): string {
  if (!value) return '';
  return /^\s\d/.test(value) ? `+${value.trim()}` : value.trim();
}

export function readResultParams(search: string, locationState: unknown): PaymentResultParams {
  const query = new URLSearchParams(search);
  const state =
    typeof locationState === 'object' && locationState !== null
      ? (locationState as Record<string, unknown>)
      : {};
  return {
    productId: text(state.productId) || (query.get('productId') ?? '').trim(),
    phoneNumber: text(state.phoneNumber) || phoneFromQuery(query.get('phoneNumber')),
    sessionId: (query.get('session_id') ?? '').trim(),
    walletOrderId: text(state.walletOrderId),
  };
}
