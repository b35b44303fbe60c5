import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageHeading } from './PageHeading';
import { AccountMenu } from './AccountMenu';

/** An account page: the side menu, then the page's heading and content. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' } }}>
      <Box>
        <AccountMenu />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <PageHeading>{title}</PageHeading>
        {children}
      </Box>
    </Box>
  );
}
