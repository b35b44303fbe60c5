import AccountCircle from '@mui/icons-material/AccountCircle';
import {
  Box,
  Breadcrumbs,
  Button,
  ButtonBase,
  IconButton,
  Menu,
  Tooltip,
  Typography,
} from '@mui/material';
import { type MouseEvent, useCallback, useMemo, useState } from 'react';
import { AppBar, Logout, UserMenuContextProvider } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useStoredAdminName } from '../components/useAdminLoggedIn';
import { useIsSmall } from '../components/useIsSmall';
import { HOME_PATH } from '../paths';
import { Logo } from '@selamtopup/brand/logo';
import { logoutToCustomerSite } from './logoutToCustomerSite';

/**
 * The account menu (Logout) under the admin's name. Its accessible name is the name it shows
 * (react-admin's own says "Profile" over a visible name, which voice-control users cannot say),
 * and the name comes from the stored admin as it changes, so a profile update shows at once.
 */
function AdminUserMenu() {
  const name = useStoredAdminName() || 'Account';
  const isSmall = useIsSmall();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose: close }), [close]);
  const buttonProps = {
    color: 'inherit' as const,
    onClick: open,
    'aria-haspopup': true,
    'aria-expanded': anchor ? true : undefined,
    'aria-controls': anchor ? 'admin-user-menu' : undefined,
  };
  return (
    <>
      {isSmall ? (
        <Tooltip title={name}>
          <IconButton {...buttonProps} aria-label={name}>
            <AccountCircle />
          </IconButton>
        </Tooltip>
      ) : (
        <Button {...buttonProps} startIcon={<AccountCircle />} sx={{ ml: 0.5, flexShrink: 0 }}>
          {name}
        </Button>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          id="admin-user-menu"
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          disableScrollLock
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Logout />
        </Menu>
      </UserMenuContextProvider>
    </>
  );
}

/**
 * docs/specification.md#admin-shell: the logo (logs out, goes to /), then Home and the current
 * path.
 */
export function AdminAppBar() {
  const { pathname } = useLocation();
  // A phone's bar keeps the mark but drops the word beside it, so the path still fits.
  const isSmall = useIsSmall();
  const showPath = pathname !== HOME_PATH;
  return (
    <AppBar color="primary" userMenu={<AdminUserMenu />}>
      <ButtonBase
        onClick={() => void logoutToCustomerSite()}
        aria-label="SelamTopup logo, log out and go to the customer site"
        sx={{ mr: { xs: 1, sm: 2 }, borderRadius: 1, px: 0.5, gap: 1, flexShrink: 0 }}
      >
        <Logo size={32} />
        {!isSmall && (
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            SelamTopup
          </Typography>
        )}
      </ButtonBase>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Breadcrumbs
          aria-label="Current page"
          sx={{
            color: 'inherit',
            // One line: a long path ends in an ellipsis instead of wrapping the bar.
            '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
            '& .MuiBreadcrumbs-li:last-of-type': { minWidth: 0 },
            '& .MuiBreadcrumbs-separator': { mx: { xs: 0.5, sm: 1 } },
          }}
        >
          <Typography
            component={Link}
            to={HOME_PATH}
            color="inherit"
            sx={{ textDecoration: 'none' }}
          >
            Home
          </Typography>
          {showPath && (
            <Typography color="inherit" noWrap data-testid="current-path">
              {pathname}
            </Typography>
          )}
        </Breadcrumbs>
      </Box>
    </AppBar>
  );
}
