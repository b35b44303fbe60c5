/**
 * Limits against abuse that need business knowledge (who is logging in, where a code goes), next
 * to the per-route request limits of @RateLimit(). docs/decisions.md#account-limits
 * lists them all.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Failed logins per account (customer or admin) from anywhere, before logins from unknown places
 * are refused: bounds guessing from many IPs, yet the owner's known places still get in.
 */
export const ACCOUNT_LOGIN_FAILURES = { limit: 20, windowMs: HOUR };
/** How long a place (client IP) stays known for an account after a correct login there. */
export const KNOWN_PLACE_TTL_MS = 30 * DAY;

/** At most one code mail per (purpose, address) this often; another request inside is a no-op. */
export const CODE_MAIL_INTERVAL_MS = MINUTE;
/** Code mails one address can receive a day, all purposes together. */
export const CODE_MAILS_PER_ADDRESS = { limit: 10, windowMs: DAY };
/** E-mail-change codes a logged-in customer can ask for a day (to any addresses). */
export const EMAIL_CHANGE_CODES_PER_ACCOUNT = { limit: 10, windowMs: DAY };

/**
 * Distinct e-mail addresses one client IP may name an hour on the code routes, all together
 * (sending, checking and spending codes): every new address gets Redis counters of its own, so
 * this bounds how fast one client adds them. People sharing an IP name a handful; sending codes
 * is limited to 20 an hour per IP anyway.
 */
export const CODE_ROUTE_ADDRESSES_PER_IP_PER_HOUR = 20;

/** The shared error code answered 429 with the project's message. */
export const RATE_LIMITED = 'SHARED.RATE_LIMITED';
