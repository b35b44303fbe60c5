// Dates and times in the browser's locale, and the colours of the order statuses.

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const localDate = (iso: string) => parse(iso)?.toLocaleDateString() ?? iso;
export const localTime = (iso: string) => parse(iso)?.toLocaleTimeString() ?? '';
export const localDateTime = (iso: string) => parse(iso)?.toLocaleString() ?? iso;

/** Long ids (UUIDs) shown by their first 8 characters; the whole id stays in the title. */
export const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

type StatusColor = 'default' | 'success' | 'error' | 'warning' | 'info';

/** The colour of an order status chip; the status itself is shown as the server names it. */
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
    default:
      return 'default';
  }
}
