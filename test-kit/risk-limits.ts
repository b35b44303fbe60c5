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
