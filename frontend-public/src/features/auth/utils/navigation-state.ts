// What the auth screens hand each other through router navigation state
// (docs/specification.md#customer-transitions), read back
// with zod because history state survives reloads and may be anything.
import * as z from 'zod/v4-mini';
import { t } from '@/i18n/i18n';

/** /Signup -> /Verification: the form data createuser needs once the code is verified. */
export const signupDataSchema = z.object({
  fullname: z.string(),
  telephone: z.string(),
  email: z.string(),
  password: z.string(),
});
export type SignupData = z.infer<typeof signupDataSchema>;

/**
 * /Verification -> /Login once the account exists: /Login says so (docs/decisions.md#after-signup).
 */
export const accountCreatedStateSchema = z.object({ accountCreated: z.literal(true) });
export const ACCOUNT_CREATED = (): string => t('signup.accountCreated');

/** /ForgotPassword -> /passwordverification. */
export const resetEmailStateSchema = z.object({ email: z.string().check(z.minLength(1)) });
export type ResetEmailState = z.infer<typeof resetEmailStateSchema>;

/** /passwordverification -> /resetpassword. */
export const resetCodeStateSchema = z.object({
  email: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
});
export type ResetCodeState = z.infer<typeof resetCodeStateSchema>;

/** The top-up choices a purchase flow hands to /Login, which hands them back to '/'. */
export const TOPUP_SELECTION_KEYS = [
  'selectedCountry',
  'selectedOperator',
  'selectedAmount',
  'selectedOffer',
  'phoneNumber',
] as const;
export type TopupSelection = Partial<Record<(typeof TOPUP_SELECTION_KEYS)[number], unknown>>;

/** The top-up choices found in `state`, or undefined when there are none. */
export function pickTopupSelection(state: unknown): TopupSelection | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const source = state as Record<string, unknown>;
  const selection: TopupSelection = {};
  for (const key of TOPUP_SELECTION_KEYS) {
    if (source[key] !== undefined) selection[key] = source[key];
  }
  return Object.keys(selection).length > 0 ? selection : undefined;
}

/** A /Payment link (e.g. from a mail) /Payment sent to /Login, to go back to once logged in. */
export function pickPayLink(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const link = (state as Record<string, unknown>).payLink;
  return typeof link === 'string' && /^\/Payment\?[\w=&%.:+-]*$/.test(link) ? link : undefined;
}
