// Renders a component or screen for a test the way the app shows it: theme, a fresh react-query
// cache, a memory router, and a probe telling where the screen went.
import { useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiNavigation } from '@/components/layouts/ApiNavigation';
import { theme } from '@/theme/theme';

/** Shows the router's current path and its navigation state (as JSON), so tests can check where a click led. */
export function LocationProbe() {
  const { pathname, state } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="state">{JSON.stringify(state ?? null)}</output>
    </>
  );
}

function QueryProvider({ children }: { children: ReactNode }) {
  // A fresh cache per test, and no retries: a test's stubbed answer is final.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export interface RenderRouteOptions {
  /** The path the screen is shown at. */
  path?: string;
  /** Its query string, e.g. '?session_id=cs_1'. */
  search?: string;
  /** Paths visited before it (for Back). */
  history?: string[];
  /** The navigation state it was opened with. */
  state?: unknown;
  /** Show the screen at `path` only: once it navigates away, only the probe is left. */
  onlyAtPath?: boolean;
  /** Send the API client's central redirects (401/500/503) through the router, as the app does. */
  routerRedirects?: boolean;
}

/** Renders `ui` at `path` inside the theme, a query client and a memory router, with the probe. */
export function renderRoute(
  ui: ReactElement,
  {
    path = '/',
    search = '',
    history = [],
    state,
    onlyAtPath = false,
    routerRedirects = true,
  }: RenderRouteOptions = {},
) {
  return render(
    <ThemeProvider theme={theme}>
      <QueryProvider>
        <MemoryRouter
          initialEntries={[...history, { pathname: path, search, state }]}
          initialIndex={history.length}
        >
          {routerRedirects && <ApiNavigation />}
          <Routes>
            <Route path={onlyAtPath ? path : '*'} element={ui} />
            {onlyAtPath && <Route path="*" element={<LocationProbe />} />}
          </Routes>
          {!onlyAtPath && <LocationProbe />}
        </MemoryRouter>
      </QueryProvider>
    </ThemeProvider>,
  );
}

/** A component or screen at `path`, after the `history` entries. */
export function renderPage(ui: ReactElement, path = '/', history: string[] = []) {
  return renderRoute(ui, { path, history });
}

/**
 * A screen opened at `path` with navigation `state`. The API client's central redirects are left
 * to stubApi's `navigate` spy.
 */
export function renderScreen(ui: ReactElement, path = '/', state?: unknown) {
  return renderRoute(ui, { path, state, routerRedirects: false });
}

/** A screen at '/' opened with `state`; where it navigates to, only the probe shows. */
export function renderHome(ui: ReactElement, state?: unknown) {
  return renderRoute(ui, { state, onlyAtPath: true });
}
