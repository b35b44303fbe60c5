import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The one h1 of a page. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" gutterBottom>
      {children}
    </Typography>
  );
}
