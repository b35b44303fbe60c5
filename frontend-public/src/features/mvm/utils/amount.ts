// The payer's amount (USD, typed by hand): kept as text in the form, checked and sent as a
// two-decimal string; sums and comparisons in integer cents (docs/specification.md#money: never
// floats).

import { formatCents } from '@/lib/money';
import { dateFormat } from '@/i18n/format';

/** Digits with at most two decimals: '12', '12.5', '12.50', '.5'. */
const AMOUNT_PATTERN = /^(\d+(\.\d*)?|\.\d+)$/;

export const MAX_AMOUNT_CENTS = 10_000_00;

/** '12.5' -> 1250; null when the text is not a plain decimal number. */
export function amountToCents(text: string): number | null {
  const value = text.trim();
  if (!AMOUNT_PATTERN.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  if (fraction.length > 2) return null;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** More than two decimals (e.g. '1.234'). */
export const hasTooManyDecimals = (text: string) => /\.\d{3,}$/.test(text.trim());

/** 1250 -> '12.50' (what the API is sent). */
export const centsToAmount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** '12.5' or 12.5 -> '$12.50'; the text itself when it is not a number. */
export function formatUsd(amount: string | number): string {
  const cents = amountToCents(String(amount));
  return cents === null ? String(amount) : formatCents(cents);
}

/** An ISO timestamp in the payer's time zone, e.g. 'Nov 24, 2026, 8:25 PM'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, 'en-US').format(date);
}
