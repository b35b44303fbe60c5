import { lazy, Suspense } from 'react';
import type { AlertProps } from '@mui/material/Alert';

// MUI's Alert, with its icons, is code the home page's first load would carry for notices that
// few visits show (a closed storefront, a credit request's link): loaded when one is.
const Alert = lazy(() => import('@mui/material/Alert'));

/** An Alert whose code is fetched the first time one is drawn; nothing meanwhile. */
export function LateAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
