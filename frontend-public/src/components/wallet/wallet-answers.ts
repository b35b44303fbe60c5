// What the wallet endpoints answer (top-up `/api/paypal/*` and Mvm `/api/mvmpaypal/*` alike):
// the token for the buttons, and PayPal's Orders v2 shapes for a capture or a refusal.
import * as z from 'zod/v4-mini';
import type { WalletOrder, WalletToken } from '@/api/types';
import { isApiError } from '@/lib/api-client';
import { t } from '@/i18n/i18n';

/** Shown instead of the wallet button when its token could not be had (both areas). */
export const WALLET_UNAVAILABLE = (): string => t('wallet.unavailable');

export const walletTokenSchema = z.object({
  client_token: z.string(),
  client_id: z.nullable(z.string()),
  mode: z.enum(['paypal', 'sandbox']),
}) satisfies z.ZodMiniType<WalletToken>;

/** What the wallet buttons need: PayPal's SDK with `clientId`, or the local sandbox button. */
export interface WalletSetup {
  mode: 'paypal' | 'sandbox';
  clientId: string | null;
  clientToken: string;
}

export function toWalletSetup(answer: unknown): WalletSetup {
  const token = walletTokenSchema.parse(answer);
  // A PayPal mode without a client id cannot load the SDK: treat it as an unusable answer.
  if (token.mode === 'paypal' && !token.client_id) throw new Error('PayPal client id missing');
  return { mode: token.mode, clientId: token.client_id, clientToken: token.client_token };
}

const transactionSchema = z.object({ id: z.string(), status: z.string() });

export const walletCaptureSchema = z.looseObject({
  id: z.string(),
  status: z.optional(z.string()),
  purchase_units: z
    .array(
      z.looseObject({
        payments: z.optional(
          z.looseObject({
            captures: z.optional(z.array(transactionSchema)),
            authorizations: z.optional(z.array(transactionSchema)),
          }),
        ),
      }),
    )
    .check(z.minLength(1)),
});

/** The gateway's order id answered by both areas' `orders` calls. */
export const walletOrderSchema = z.object({
  id: z.string().check(z.minLength(1)),
}) satisfies z.ZodMiniType<WalletOrder>;

/**
 * PayPal's capture answer as the specification reads it (captures[0] or authorizations[0]). Wider
 * than what
 * our API answers (captures only, `TopUpWalletCapture` / `MvmWalletCapture` in api/types.ts), which
 * the feature schemas extending this one check against.
 */
export type WalletCaptureAnswer = z.infer<typeof walletCaptureSchema>;

/**
 * purchase_units[0].payments.captures[0], else authorizations[0]
 * (docs/specification.md#customer-calls); null when neither.
 */
export function captureTransaction(
  answer: WalletCaptureAnswer,
): { id: string; status: string } | null {
  const payments = answer.purchase_units[0]?.payments;
  return payments?.captures?.[0] ?? payments?.authorizations?.[0] ?? null;
}

const refusalSchema = z.object({
  details: z
    .array(z.object({ issue: z.string(), description: z.optional(z.string()) }))
    .check(z.minLength(1)),
  debug_id: z.nullish(z.string()),
});

/** details[0] of a gateway refusal (422 `{details: [{issue, description}], debug_id}`), if any. */
export function walletIssue(error: unknown): { issue: string; description: string } | null {
  if (!isApiError(error)) return null;
  const parsed = refusalSchema.safeParse(error.data);
  if (!parsed.success) return null;
  const [first] = parsed.data.details;
  return { issue: first.issue, description: first.description ?? first.issue };
}

/** PayPal's answer when the payer's funding source was declined: they may choose another one. */
export const INSTRUMENT_DECLINED = 'INSTRUMENT_DECLINED';

export const isInstrumentDeclined = (error: unknown) =>
  walletIssue(error)?.issue === INSTRUMENT_DECLINED;
