import { Card, CardContent, Typography } from '@mui/material';

/** One small figure of the dashboard (react-admin demo style). */
export function StatCard({ label, value }: { label: string; value: string | number }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}
