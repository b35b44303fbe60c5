// Renders a catalog screen at '/' with navigation state, and shows where it navigated to with
// which state (the real /Login and /Payment screens belong to other features).
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { setNavigate } from '../../../lib/api-client';
import { theme } from '../../../theme/theme';

/** Where the page went: its path and its navigation state as JSON. */
function Destination() {
  const { pathname, state } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="state">{JSON.stringify(state ?? null)}</output>
    </>
  );
}

/** Sends the API client's central redirects (401/500/503) through the test's router. */
function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((to) => void navigate(to));
    return () => setNavigate(null);
  }, [navigate]);
  return children;
}

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function renderHome(ui: ReactElement, state?: unknown) {
  return render(
    <ThemeProvider theme={theme}>
      <Providers>
        <MemoryRouter initialEntries={[{ pathname: '/', state }]}>
          <RouterNavigation>
            <Routes>
              <Route path="/" element={ui} />
              <Route path="*" element={<Destination />} />
            </Routes>
          </RouterNavigation>
        </MemoryRouter>
      </Providers>
    </ThemeProvider>,
  );
}

/** The navigation state the page left with, parsed. */
export function destinationState(element: HTMLElement): unknown {
  return JSON.parse(element.textContent ?? 'null');
}
