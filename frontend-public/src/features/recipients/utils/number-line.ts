// A recipient number with its operator, as the pages show it. Pure: the number comes already
// grouped for its country (formatNumber of lib/phone-display.ts), so that /Payment can draw the
// line without loading libphonenumber first.

/** ('+251 91 123 4567', 'Ethio telecom') -> '+251 91 123 4567 · Ethio telecom'. */
export const numberLine = (display: string, operator: string): string =>
  [display, operator].filter(Boolean).join(' · ');
