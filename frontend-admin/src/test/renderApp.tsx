import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../App';
import type { Admin } from '../api/types';
import { saveAdmin } from '../adminStorage';

export const ordinaryAdmin: Admin = {
  id: 'a-1',
  fullname: 'Abebe Kebede',
  email: 'abebe@example.com',
  type: 'admin',
};
export const masterAdmin: Admin = {
  id: 'm-1',
  fullname: 'Marta Master',
  email: 'marta@example.com',
  type: 'master',
};

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="path" data-search={search}>
      {pathname}
    </output>
  );
}

/**
 * Renders the whole back office at `path`, logged in as `as` (or logged out with null), the way
 * a browser would after a login: same localStorage flags, same router, real dataProvider over
 * the stubbed fetch.
 */
export function renderApp(path: string, as: Admin | null = ordinaryAdmin) {
  if (as) saveAdmin(as);
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <CurrentPath />
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

export const currentPath = () => screen.getByTestId('path').textContent;
