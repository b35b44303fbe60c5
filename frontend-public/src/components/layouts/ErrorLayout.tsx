import { useEffect, useRef, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { BrandLink } from '../brand/BrandLink';
import { Breadcrumb } from './Breadcrumb';

/** Frame of the error pages: a simple public header and the current path, nothing else. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  // As in Layout: the prerendered <main> comes inert until React has adopted the page; left
  // inert, its heading and buttons would be hidden from screen readers and take no clicks.
  const main = useRef<HTMLElement>(null);
  useEffect(() => main.current?.removeAttribute('inert'), []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" elevation={1}>
        <Toolbar>
          <BrandLink />
        </Toolbar>
      </AppBar>
      <Breadcrumb />
      <Box component="main" ref={main} sx={{ flexGrow: 1, display: 'flex', alignItems: 'center' }}>
        <Container maxWidth="md" sx={{ py: 8, textAlign: 'center' }}>
          {children}
        </Container>
      </Box>
    </Box>
  );
}
