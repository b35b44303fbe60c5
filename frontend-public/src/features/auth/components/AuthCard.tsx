import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  /** The page's h1: a title, or the Login/SignUp toggle. */
  heading: ReactNode;
  children: ReactNode;
}

/** The narrow centred card every account screen sits in. */
export function AuthCard({ heading, children }: AuthCardProps) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      {typeof heading === 'string' ? (
        <Typography variant="h2" component="h1" gutterBottom>
          {heading}
        </Typography>
      ) : (
        heading
      )}
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}
