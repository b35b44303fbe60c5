import { Typography } from '@mui/material';
import { useEffect } from 'react';

/**
 * The visible heading of a screen, which also names the browser tab (seed 001 §2: each page
 * sets its own title). The header bar keeps Home and the path, so the heading sits in the page.
 */
export function PageHeading({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · SelamTopup back office`;
  }, [title]);
  return (
    <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
      {title}
    </Typography>
  );
}
