import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { GENERIC_FAILURE, failureText } from '@/lib/api-failure';
import { phoneProblem } from '@/lib/phone';
import { digitCount, hasAngleBrackets, isEmail } from '@/lib/validation';
import { t } from '@/i18n/i18n';

const REQUIRED = { error: () => t('validation.required') };
const TEXT_ONLY = { error: () => t('request.textOnly') };

export const TELE_MIN_LENGTH = 10;
export const TELE_MAX_LENGTH = 12;

export const DEFAULT_REQUEST_MESSAGE = (): string => t('request.defaultMessage');

const text = z.string().check(
  z.trim(),
  z.minLength(1, REQUIRED),
  z.refine((v) => !hasAngleBrackets(v), TEXT_ONLY),
);

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.refine(isEmail, { error: () => t('validation.emailInvalid') }),
  );

// Field names are the API's, so the form's values are the request body.
export const creditRequestInputSchema = z.object({
  RequestorName: text,
  RequestorTele: z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.refine((v) => digitCount(v) >= TELE_MIN_LENGTH, { error: () => t('profile.phoneMin') }),
    // Written with its country code (the form asks for it): valid only when valid for that
    // country (docs/decisions.md#phone-numbers), so a number cut by the 12-character limit is
    // refused, not sent. A
    // number starting with the trunk 0 ("0911…") names no country and keeps the specification's
    // rules.
    z.refine(
      (v) => {
        const digits = v.replace(/\D/g, '');
        if (digits.length < TELE_MIN_LENGTH || digits.startsWith('0')) return true;
        return phoneProblem(`+${digits}`) === undefined;
      },
      { error: () => t('lookup.invalidNumber') },
    ),
  ),
  RequestorEmail: email,
  RequesteeName: text,
  RequesteeEmail: email,
  RequestorMessage: text,
});

export type CreditRequestInput = z.infer<typeof creditRequestInputSchema>;

/** What the mobile number field accepts from the keyboard or a paste: digits and plus. */
export const teleCharacters = (value: string) =>
  value.replace(/[^\d+]/g, '').slice(0, TELE_MAX_LENGTH);

/** POST /api/creditRequest/sendRequest (201): e-mails the request to the requestee. */
export async function sendCreditRequest(
  input: CreditRequestInput & { altcha: string },
): Promise<void> {
  await api.post('/api/creditRequest/sendRequest', input);
}

export function useSendCreditRequest() {
  return useMutation({ mutationFn: sendCreditRequest });
}

/** docs/specification.md#customer-errors: the server's message, shown in red. */
export const sendCreditRequestFailure = (error: unknown) =>
  failureText(error, (_status, message) => message ?? GENERIC_FAILURE());
