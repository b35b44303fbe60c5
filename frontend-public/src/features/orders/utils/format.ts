// Dates and times in the browser's locale, and the order statuses in words and colours.
import { CUSTOMER_STATUS_WORDS } from '@selamtopup/api-types/order-status-words';

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const localDate = (iso: string) => parse(iso)?.toLocaleDateString() ?? iso;
export const localTime = (iso: string) => parse(iso)?.toLocaleTimeString() ?? '';
export const localDateTime = (iso: string) => parse(iso)?.toLocaleString() ?? iso;

/** The status in words; a status the site does not know yet reads as a sentence ("On hold"). */
export function statusLabel(status: string): string {
  // The customer's words: a held order reads "We are checking this payment".
  const known = (CUSTOMER_STATUS_WORDS as Readonly<Record<string, string | undefined>>)[status];
  if (known) return known;
  const words = status.replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type StatusColor = 'default' | 'success' | 'error' | 'warning' | 'info';

/** The colour of an order status chip. */
export function statusColor(status: string): StatusColor {
  switch (status) {
    case 'COMPLETED':
      return 'success';
    case 'FAILED':
      return 'error';
    case 'REFUNDED':
    case 'CANCELLED':
      return 'warning';
    case 'PAID':
    case 'SUBMITTED':
      return 'info';
    case 'HELD_FOR_REVIEW':
      return 'warning';
    default:
      return 'default';
  }
}
