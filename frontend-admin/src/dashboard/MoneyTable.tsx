import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { DashboardDay } from '../api/types';
import { formatUsd } from '../components/format';

/** How many of the newest days the table lists (the chart has the whole period). */
export const MONEY_TABLE_DAYS = 7;

/**
 * Revenue, DT One's cost and the margin of the newest days, newest first. The margin counts the
 * delivered orders whose cost is known (orders from before costs were kept have none).
 */
export function MoneyTable({ days }: { days: DashboardDay[] }) {
  const newest = days.slice(-MONEY_TABLE_DAYS).reverse();
  return (
    <Card component="section" aria-label="Money per day">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Money per day (USD)
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell align="right">Revenue</TableCell>
              <TableCell align="right">DT One cost</TableCell>
              <TableCell align="right">Margin</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {newest.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{day.date}</TableCell>
                <TableCell align="right">{formatUsd(day.revenue)}</TableCell>
                <TableCell align="right">{formatUsd(day.cost)}</TableCell>
                <TableCell align="right">{formatUsd(day.margin)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
