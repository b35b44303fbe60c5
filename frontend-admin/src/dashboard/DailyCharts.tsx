import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardDay } from '../api/types';
import { BRAND_GREEN } from '@selamtopup/brand/colours';

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ width: '100%', height: 240 }}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Orders per day (delivered, failed, the rest) and revenue, cost and margin per day. */
export function DailyCharts({ days }: { days: DashboardDay[] }) {
  // Day of month is enough on the axis; the tooltip shows the full date.
  // "Other" completes each bar to the day's orders: still waiting, or cancelled before payment.
  const data = days.map((day) => ({
    ...day,
    label: day.date.slice(5),
    other: day.orders - day.completed - day.failed,
  }));
  return (
    <>
      <ChartCard title="Orders per day">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip />
          {/* No animation: figures appear as they are (and screenshots show them whole). */}
          <Bar
            dataKey="completed"
            name="Delivered"
            stackId="orders"
            fill="#2e7d32"
            isAnimationActive={false}
          />
          <Bar
            dataKey="failed"
            name="Failed"
            stackId="orders"
            fill="#d32f2f"
            isAnimationActive={false}
          />
          <Bar
            dataKey="other"
            name="Waiting or cancelled"
            stackId="orders"
            fill="#9e9e9e"
            isAnimationActive={false}
          />
        </BarChart>
      </ChartCard>
      <ChartCard title="Revenue, cost and margin per day (USD)">
        <LineChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis width={48} />
          <Tooltip formatter={(value) => Number(value).toFixed(2)} />
          <Line
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke={BRAND_GREEN}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="cost"
            name="DT One cost"
            stroke="#d32f2f"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="margin"
            name="Margin"
            stroke="#1565c0"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartCard>
    </>
  );
}
