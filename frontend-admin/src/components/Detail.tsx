import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value of a detail page; empty values show a dash. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {empty ? '—' : children}
      </Typography>
    </Box>
  );
}

/** A titled block of details, two columns wide from tablets up. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}
