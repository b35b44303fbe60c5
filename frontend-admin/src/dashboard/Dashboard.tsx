import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Authenticated, Title, useDataProvider } from 'react-admin';
import { errorMessage } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageHeading } from '../components/PageHeading';
import { formatUsd } from '../components/format';
import type { AdminDataProvider } from '../dataProvider';
import { BalanceCard } from './BalanceCard';
import { MoneyTable } from './MoneyTable';
import { StatCard } from './StatCard';

// The charting library is large and only this page uses it: load it on its own.
const DailyCharts = lazy(() =>
  import('./DailyCharts').then((module) => ({ default: module.DailyCharts })),
);

export const DASHBOARD_DAYS = 30;

function DashboardFigures() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'dashboard', DASHBOARD_DAYS],
    queryFn: () => dataProvider.dashboard(DASHBOARD_DAYS).then(({ data }) => data),
    retry: false,
  });
  if (isPending) return <CircularProgress aria-label="Loading" sx={{ mt: 2 }} />;
  // A failed load shows its message, never a blank page.
  if (error || !data?.totals)
    return (
      <ErrorNotice message={error ? errorMessage(error) : 'The figures could not be loaded'} />
    );

  const today = data.days.at(-1);
  const cards: [string, string | number][] = [
    ['Orders today', today?.orders ?? 0],
    [`Orders (${DASHBOARD_DAYS} days)`, data.totals.orders],
    [`Revenue (${DASHBOARD_DAYS} days, USD)`, formatUsd(data.totals.revenue)],
    [`DT One cost (${DASHBOARD_DAYS} days, USD)`, formatUsd(data.totals.cost)],
    [`Margin (${DASHBOARD_DAYS} days, USD)`, formatUsd(data.totals.margin)],
    ['Success rate', `${Math.round(data.totals.successRate * 100)}%`],
    ['Waiting for payment', data.waiting.payment],
    ['Waiting for fulfilment', data.waiting.fulfilment],
    ['Waiting for refund', data.waiting.refund],
  ];
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <BalanceCard balance={data.balance} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {cards.map(([label, value]) => (
          <StatCard key={label} label={label} value={value} />
        ))}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <Suspense fallback={<CircularProgress aria-label="Loading charts" />}>
          <DailyCharts days={data.days} />
        </Suspense>
      </Box>
      <Box sx={{ mt: 2 }}>
        <MoneyTable days={data.days} />
      </Box>
    </>
  );
}

/**
 * The home page: the DT One balance, today's and the period's figures, orders per day, and
 * revenue, DT One's cost and the margin per day.
 */
export function Dashboard() {
  // Figures load only once the login is confirmed (a visitor goes to /Adminconfigpage).
  return (
    <Box>
      <Title title="Dashboard" />
      <PageHeading title="SelamTopup back office" />
      <Authenticated>
        <DashboardFigures />
      </Authenticated>
    </Box>
  );
}
