/**
 * Risk-limit settings far above anything a test, a browser journey, a drill or a bench buys: they
 * buy many top-ups to a few numbers from fresh accounts, which the shop's defaults refuse on
 * purpose (docs/decisions.md#risk-limit-defaults). The suites about the limits set the defaults themselves.
 */
export const RISK_LIMITS_FOR_LOAD: Readonly<Record<string, string>> = {
  RISK_NEW_CUSTOMER_DAILY_CENTS: '100000000',
  RISK_CUSTOMER_DAILY_CENTS: '100000000',
  RISK_CUSTOMER_DAILY_TOP_UPS: '1000000',
  RISK_NUMBER_DAILY_TOP_UPS: '1000000',
  RISK_NUMBER_DAILY_CENTS: '100000000',
  RISK_NEW_NUMBER_CENTS: '100000000',
};

/**
 * The review queue's rules off (each threshold 0, no country check): a drill's or a bench's
 * customers buy for many numbers an hour, which the shop's defaults hold for review on purpose
 * (docs/decisions.md#defaults-50-first-order-more-than-3-numbers-an-hour-country-check-on-24-hours-hold).
 * Drills prove exactly-once delivery and refunds, not the review; its own specs and journey use
 * the defaults.
 */
export const REVIEW_OFF_FOR_LOAD: Readonly<Record<string, string>> = {
  REVIEW_FIRST_ORDER_ABOVE_CENTS: '0',
  REVIEW_NUMBERS_PER_HOUR: '0',
  REVIEW_COUNTRY_MISMATCH: 'false',
};
