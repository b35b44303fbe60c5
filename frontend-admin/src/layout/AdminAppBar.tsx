import { Box, Breadcrumbs, ButtonBase, Typography } from '@mui/material';
import { AppBar } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useIsSmall } from '../components/useIsSmall';
import { HOME_PATH } from '../paths';
import { logoutToCustomerSite } from './logoutToCustomerSite';

/** Seed 001 "Admin shell": the logo (logs out, goes to /), then Home and the current path. */
export function AdminAppBar() {
  const { pathname } = useLocation();
  // A phone's bar has no room for the path next to the logo and icons: Home alone there.
  const isSmall = useIsSmall();
  const showPath = pathname !== HOME_PATH && !isSmall;
  return (
    <AppBar>
      <ButtonBase
        onClick={() => void logoutToCustomerSite()}
        aria-label="SelamTopup logo, log out and go to the customer site"
        sx={{ mr: 2, borderRadius: 1, px: 0.5 }}
      >
        <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
          SelamTopup
        </Typography>
      </ButtonBase>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Breadcrumbs
          aria-label="Current page"
          sx={{
            color: 'inherit',
            // One line: a long path ends in an ellipsis instead of wrapping the bar.
            '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
            '& .MuiBreadcrumbs-li:last-of-type': { minWidth: 0 },
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
