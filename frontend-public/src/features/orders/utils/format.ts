// Dates and times in the browser's locale, and the order statuses in words and colours.
import { dateFormat } from '@/i18n/format';
import { CUSTOMER_STATUS_WORDS, type OrderStatus } from '@selamtopup/api-types/order-status-words';
import { t } from '@/i18n/i18n';

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const withFormat = (options: Intl.DateTimeFormatOptions) => (date: Date) =>
  dateFormat(options).format(date);
// The browser's own defaults of toLocaleDateString, toLocaleTimeString and toLocaleString.
const dayOnly = withFormat({ year: 'numeric', month: 'numeric', day: 'numeric' });
const timeOnly = withFormat({ hour: 'numeric', minute: 'numeric', second: 'numeric' });
const both = withFormat({
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

export const localDate = (iso: string) => {
  const date = parse(iso);
  return date ? dayOnly(date) : iso;
};
export const localTime = (iso: string) => {
  const date = parse(iso);
  return date ? timeOnly(date) : '';
};
export const localDateTime = (iso: string) => {
  const date = parse(iso);
  return date ? both(date) : iso;
};

/** The status in words; a status the site does not know yet reads as a sentence ("On hold"). */
export function statusLabel(status: string): string {
  // The customer's words: a held order reads "We are checking this payment".
  if (Object.prototype.hasOwnProperty.call(CUSTOMER_STATUS_WORDS, status))
    return t(`status.${status as OrderStatus}`);
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
