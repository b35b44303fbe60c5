import { type ComponentProps, Suspense, useState } from 'react';
import { LoadingPage, useNotificationContext } from 'react-admin';
import { lazyNamed } from '../components/lazyNamed';

// react-admin's own screens for the slots of <CoreAdminUI> (App.tsx), loaded when shown: the
// login page's first load does not carry them (docs/performance.md#back-office-first-load).
const load = () => import('./rareScreens');
const LazyNotFound = lazyNamed(load, 'NotFound');
const LazyErrorPage = lazyNamed(load, 'ErrorPage');
const LazyAccessDenied = lazyNamed(load, 'AccessDenied');
const LazyAuthenticationError = lazyNamed(load, 'AuthenticationError');
const LazyNotification = lazyNamed(load, 'Notification');

/** An unknown address (its title prop is a string, the slot's is wider). */
export function NotFoundScreen() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <LazyNotFound />
    </Suspense>
  );
}

export function ErrorScreen(props: ComponentProps<typeof LazyErrorPage>) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <LazyErrorPage {...props} />
    </Suspense>
  );
}

export function AccessDeniedScreen() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <LazyAccessDenied />
    </Suspense>
  );
}

export function AuthenticationErrorScreen() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <LazyAuthenticationError />
    </Suspense>
  );
}

/**
 * react-admin's snackbar, mounted from the first notification on (it shows the ones already
 * queued), so a page that notifies nothing never loads it.
 */
export function AdminNotification() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyNotification />
    </Suspense>
  );
}
