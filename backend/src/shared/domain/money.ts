/** Money is integer cents (USD), never floats (docs/specification.md#money). */
export type Cents = number;

/**
 * Cents from a decimal amount as a provider writes it (number or string), exact to the cent;
 * a third decimal rounds up, so a price never drops below what the provider asked.
 */
export function toCents(amount: number | string): Cents {
  const text = typeof amount === 'number' ? amount.toFixed(6) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const rest = fraction.slice(2).replace(/0+$/, '');
  const value = cents + (rest && !sign ? 1 : 0);
  return sign ? -value : value;
}

/** 1234 -> "12.34" (what people and payment providers read). */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A percentage of an amount, rounded up to the cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.ceil((cents * percent) / 100 - 1e-9) + 0; // + 0 turns -0 into 0
}
