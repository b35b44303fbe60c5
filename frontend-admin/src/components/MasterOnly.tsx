import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { isAdminLoggedIn, isMasterAdmin } from '../adminStorage';
import { LOGIN_PATH, landingPath } from '../paths';

export const MASTER_ONLY_TEXT = 'This page is for master admins only.';

/**
 * Guard of the master screens. docs/specification.md#admin-transitions sends anyone without
 * MasterloginStatus 'true' to
 * /Adminconfigpage; for an admin who is logged in, that login page would be a dead end (and
 * the server still holds their session), so an ordinary admin sees a 403 notice with a way back
 * to their own landing page instead. Visitors who are not logged in at all go to
 * /Adminconfigpage, as everywhere.
 */
export function MasterOnly({ children }: { children: ReactNode }) {
  if (!isAdminLoggedIn()) return <Navigate to={LOGIN_PATH} replace />;
  if (isMasterAdmin()) return <>{children}</>;
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        <Button component={Link} to={landingPath(false)} color="inherit" size="small">
          Back
        </Button>
      }
    >
      {MASTER_ONLY_TEXT}
    </Alert>
  );
}
