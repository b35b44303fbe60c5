import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useLocation } from 'react-router';
import { keepLanguageInAddress } from '@/i18n/switch-language';
import { useIsLoggedIn } from '@/lib/session';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { HeaderBar } from './HeaderBar';
import { LoggedInHeader } from './LoggedInHeader';
import { PublicHeader } from './PublicHeader';

interface LayoutProps {
  children: ReactNode;
  /** Let the page span the full width (e.g. marketing bands) instead of a centred container. */
  fullWidth?: boolean;
}

/** The customer page frame; the header follows localStorage loginStatus === 'true'. */
export function Layout({ children, fullWidth = false }: LayoutProps) {
  const loggedIn = useIsLoggedIn();
  // A prerendered page's <main> comes inert (scripts/prerender.mjs): what a person types before
  // React has adopted the page would be lost. This effect runs once the page is adopted.
  const main = useRef<HTMLElement>(null);
  useEffect(() => main.current?.removeAttribute('inert'), []);
  // A link followed inside the site keeps the page's language in the address (docs/i18n.md).
  const { pathname } = useLocation();
  useEffect(() => keepLanguageInAddress(), [pathname]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {loggedIn === null ? (
        // Prerendered page: the bar without links until the browser knows who is here.
        <HeaderBar items={[]} />
      ) : loggedIn ? (
        <LoggedInHeader />
      ) : (
        <PublicHeader />
      )}
      <Breadcrumb />
      <Box component="main" ref={main} sx={{ flexGrow: 1 }}>
        {fullWidth ? (
          children
        ) : (
          <Container maxWidth="lg" sx={{ py: 4 }}>
            {children}
          </Container>
        )}
      </Box>
      <Footer />
    </Box>
  );
}
