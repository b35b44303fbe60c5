// The credit request link the home form was opened from (docs/specification.md#request-link):
// kept for this tab, so the checkout of the requester's number can name it and the order
// answers the request. Any other number's checkout names none.
const KEY = 'creditRequestLink';

interface RequestLink {
  token: string;
  /** The requester's number, calling code first, e.g. '+255754987654'. */
  phoneNumber: string;
}

const digits = (number: string) => number.replace(/\D/g, '');

export function rememberRequestLink(link: RequestLink): void {
  sessionStorage.setItem(KEY, JSON.stringify(link));
}

export function forgetRequestLink(): void {
  sessionStorage.removeItem(KEY);
}

/** `{request}` for a checkout of the requester's own number, else nothing. */
export function requestLinkFor(telenumber: string): { request?: string } {
  try {
    const link = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<RequestLink> | null;
    if (typeof link?.token !== 'string' || typeof link.phoneNumber !== 'string') return {};
    return digits(link.phoneNumber) === digits(telenumber) ? { request: link.token } : {};
  } catch {
    return {};
  }
}
