import { captureTransaction, walletIssue } from '@/components/wallet/wallet-answers';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/api-failure';
import type { MvmCart } from '../api/mvm-payment-form';
import type { MvmCapture } from '../api/mvm-paypal';
import { t } from '@/i18n/i18n';

/** What the payer sees in the success dialog. */
export interface MvmReceipt {
  /** Our payment id: the receipt mail's "Transaction", the one support looks up. */
  transactionId: string;
  /** USD, two decimals. */
  amount: string;
  payerName: string;
  course: string;
  description: string;
  /** ISO timestamp. */
  date: string;
}

export type MvmOutcome =
  { kind: 'paid'; receipt: MvmReceipt } | { kind: 'failed'; message: string };

/** docs/specification.md#mvm-errors, as written, with the gateway's words after the colon. */
export const MVM_WALLET_TEXT = {
  couldNotInitiate: (detail: string) => t('mvm.wallet.couldNotInitiate', { detail }),
  notProcessed: (detail: string) => t('mvm.wallet.notProcessed', { detail }),
  status: (status: string, id: string) => t('mvm.wallet.status', { status, id }),
  get completed() {
    return t('wallet.text.completed');
  },
} as const;

/** The gateway's description of a refusal, else the server's message; null when redirected. */
export function failureDetail(error: unknown): string | null {
  const issue = walletIssue(error);
  if (issue) return issue.description;
  if (isApiError(error) && error.handled) return null;
  return failureText(error, (status, message) => message ?? `Error ${status}`);
}

/** A capture's outcome: paid only when the capture (or authorization) is COMPLETED. */
export function captureOutcome(answer: MvmCapture, cart: MvmCart): MvmOutcome {
  const transaction = captureTransaction(answer);
  if (!transaction) return { kind: 'failed', message: MVM_WALLET_TEXT.notProcessed(answer.id) };
  if (transaction.status !== 'COMPLETED') {
    return { kind: 'failed', message: MVM_WALLET_TEXT.status(transaction.status, transaction.id) };
  }
  const { payment } = answer;
  return {
    kind: 'paid',
    receipt: {
      transactionId: payment?.id ?? transaction.id,
      amount: payment?.amountUsd ?? cart.amount,
      payerName: payment?.payerName ?? cart.payerName,
      course: payment?.course ?? cart.course,
      description: payment?.description ?? cart.description,
      date: payment?.paidAt ?? new Date().toISOString(),
    },
  };
}
