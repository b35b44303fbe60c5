import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ScrollToTop } from '@/components/layouts/ScrollToTop';
import { ApiNavigation } from '@/components/layouts/ApiNavigation';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The app inside a router. The browser uses BrowserRouter; the build-time prerender
 * (src/prerender/render-page.tsx) uses a StaticRouter around the same tree, so that hydration
 * finds the markup (and the useId values) it would have rendered itself.
 */
export function AppTree({
  router: Router,
}: {
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <AppProviders>
      <Router>
        <ScrollToTop />
        <ApiNavigation />
        <AppRoutes />
      </Router>
    </AppProviders>
  );
}

export function App() {
  return <AppTree router={BrowserRouter} />;
}
