import { Alert, Card, CardContent, Typography } from '@mui/material';
import type { DashboardFigures } from '../api/types';
import { formatDateTime, formatUsd } from '../components/format';

type Balance = DashboardFigures['balance'];

/** What the balance watch says, from the most urgent: closed, low, a failed check. */
function balanceNotice(balance: Balance) {
  if (balance.storefrontClosed)
    return {
      severity: 'error' as const,
      text: `The storefront is closed automatically until the balance is at least ${formatUsd(balance.closeBelow)} USD.`,
    };
  if (balance.low)
    return {
      severity: 'warning' as const,
      text: `Below ${formatUsd(balance.warnBelow)} USD: the admins were mailed. Below ${formatUsd(balance.closeBelow)} USD the storefront closes by itself.`,
    };
  return null;
}

/**
 * The DT One balance as the last scheduled check read it (docs/specification.md#provider-balance),
 * and what the watch did about it.
 */
export function BalanceCard({ balance }: { balance: Balance }) {
  const notice = balanceNotice(balance);
  return (
    <Card component="section" aria-label="DT One balance">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          DT One balance
        </Typography>
        <Typography variant="h5" component="p">
          {balance.available === null
            ? 'Not checked yet'
            : `${formatUsd(balance.available)} ${balance.currency ?? 'USD'}`}
        </Typography>
        {balance.checkedAt && (
          <Typography variant="body2" color="text.secondary">
            Checked {formatDateTime(balance.checkedAt)}
          </Typography>
        )}
        {notice && (
          <Alert severity={notice.severity} sx={{ mt: 1 }}>
            {notice.text}
          </Alert>
        )}
        {balance.lastError && (
          <Alert severity="info" sx={{ mt: 1 }}>
            The last check could not read the balance ({balance.lastError}); nothing was changed.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
