import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../theme/theme';

/** Shows the router's current path, so tests can check where a click led. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders `ui` at `path` (after `history` entries) inside the theme and a memory router. */
export function renderAt(ui: ReactElement, path = '/', history: string[] = []) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
