import { Card, CardContent, Typography } from '@mui/material';

// Placeholder: the real dashboard (orders and revenue per day, success rate) is a later issue.
export function Dashboard() {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1">
          SelamTopup back office
        </Typography>
      </CardContent>
    </Card>
  );
}
