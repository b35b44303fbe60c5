import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { TopupTransaction } from '../api/get-topup-transactions';
import { t, useT } from '@/i18n/i18n';

/** docs/specification.md#delayed-top-ups: under the status of a late top-up. */
export const DELAYED_TAG = (): string => t('orders.delayedTag');

/** Orders that were paid have a receipt (unpaid and cancelled ones none). */
const hasReceipt = (status: string | null | undefined) =>
  !!status && status !== 'PENDING_PAYMENT' && status !== 'CANCELLED';

export function DelayedTag({ transaction }: { transaction: TopupTransaction }) {
  if (!transaction.delayed) return null;
  return (
    <Typography component="span" variant="body2" color="warning.dark" display="block" mt={0.5}>
      {DELAYED_TAG()}
    </Typography>
  );
}

/** The operator's reference, under what was sent: what the recipient's operator asks for. */
export function OperatorReference({ transaction }: { transaction: TopupTransaction }) {
  if (!transaction.operatorReference) return null;
  return (
    // Operators' references are long unbroken codes: they wrap rather than widen the table.
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      display="block"
      sx={{ overflowWrap: 'anywhere' }}
    >
      Operator ref. {transaction.operatorReference}
    </Typography>
  );
}

/** The receipt as PDF (GET /api/user/topups/{id}/receipt.pdf, the customer's session cookie). */
export function TopupReceipt({ transaction }: { transaction: TopupTransaction }) {
  const t = useT();
  if (!hasReceipt(transaction.status)) return null;
  const id = String(transaction.id);
  return (
    <Link
      href={`/api/user/topups/${encodeURIComponent(id)}/receipt.pdf`}
      download={`selamtopup-receipt-${id}.pdf`}
      // The name starts with the visible words, as speech input users say them.
      aria-label={t('orders.pdfOf', { id })}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap', mt: 0.5 }}
    >
      <DownloadIcon fontSize="small" aria-hidden="true" />
      {t('orders.pdf')}
    </Link>
  );
}
