import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../../../theme/theme';

/** Shows where the screen went: the path, and the navigation state as JSON. */
function LocationProbe() {
  const { pathname, state } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="location-state">{JSON.stringify(state ?? null)}</output>
    </>
  );
}

/** Renders an auth screen at `path` with navigation `state`, a query client, theme and router. */
export function renderScreen(ui: ReactElement, path = '/', state?: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
