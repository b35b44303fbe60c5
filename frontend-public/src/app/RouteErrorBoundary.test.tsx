import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('page crashed');
}

const message = 'Oops! Internal server error has occured .';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught error
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
});

describe('RouteErrorBoundary', () => {
  it('shows the 500 page when a page crashes, and recovers on another path', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>fine page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: message })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));

    expect(await screen.findByText('fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: message })).toBeNull();
  });
});
