import { lazy, Suspense, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink } from 'react-router';
import { useT } from '@/i18n/i18n';
import { BrandLink } from '../brand/BrandLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { NavItem } from './nav-items';

// The drawer (MUI Modal, focus trap, transitions) loads on first use: most visitors never open
// it, and the home page has a JavaScript budget.
const MobileMenu = lazy(() => import('./MobileMenu'));

interface HeaderBarProps {
  items: readonly NavItem[];
  /** Always visible at the right end of the bar (e.g. the profile icon). */
  trailing?: ReactNode;
}

// NavLink marks the current page with aria-current="page"; the highlight styles that attribute. A
// darker pill (white text keeps over 4.5:1 on it; a lighter one fell to 3.8:1) and an underline,
// so the current page does not rest on colour alone.
const barItemSx = {
  color: 'inherit',
  px: 1.5,
  '&[aria-current="page"]': {
    bgcolor: 'rgba(0, 0, 0, 0.25)',
    fontWeight: 700,
    textDecoration: 'underline',
    textUnderlineOffset: '0.3em',
  },
} as const;

/** The top bar of both customer headers: links inline from md up, in a side menu below it. */
export function HeaderBar({ items, trailing }: HeaderBarProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);

  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };

  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <BrandLink />
        <Box sx={{ flexGrow: 1 }} />
        <Box
          component="nav"
          aria-label={t('nav.mainLabel')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
        >
          {items.map((item) =>
            item.kind === 'link' ? (
              <Button key={item.to} component={NavLink} to={item.to} end sx={barItemSx}>
                {t(item.label)}
              </Button>
            ) : (
              <Button key={t(item.label)} onClick={item.onClick} sx={barItemSx}>
                {t(item.label)}
              </Button>
            ),
          )}
        </Box>
        <LanguageSwitcher variant="bar" />
        {trailing}
        {/* No links yet (a prerendered page, before React has taken over): no menu to open. */}
        {items.length > 0 && (
          <IconButton
            color="inherit"
            edge="end"
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            onClick={openMenu}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu items={items} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
