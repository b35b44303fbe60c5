import type { Cents } from '@shared/domain/money';

/**
 * docs/specification.md#mvm-validation: the payer types the amount, above 0 and at most 10,000 USD.
 */
export const MVM_MAX_AMOUNT_CENTS: Cents = 1_000_000;

const DECIMAL = /^\d{1,20}(?:\.\d{1,2})?$/;

/**
 * The amount a payer typed (a JSON number or a numeric string, USD) in cents; 'format' when it
 * is not a plain decimal with at most two decimals, 'range' when not above 0 and ≤ 10,000.
 */
export function mvmAmountCents(amount: unknown): Cents | 'format' | 'range' {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return 'format';
    if (amount <= 0 || amount > MVM_MAX_AMOUNT_CENTS / 100) return 'range';
    text = String(amount); // 12.5 → "12.5"; 12.345 → "12.345" (refused below); 1e-7 refused
  } else if (typeof amount === 'string') {
    text = amount.trim();
  } else {
    return 'format';
  }
  if (!DECIMAL.test(text)) return /^-/.test(text) ? 'range' : 'format';
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0 || cents > MVM_MAX_AMOUNT_CENTS) return 'range';
  return cents;
}
