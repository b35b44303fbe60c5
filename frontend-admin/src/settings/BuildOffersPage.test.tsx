import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BuildOfferResult } from '../api/types';
import { server } from '../test/server';
import { serveApi } from '../test/serveApi';
import { currentPath, renderApp } from '../test/renderApp';

const built: BuildOfferResult = {
  message: 'Successfully Update for SelamTopup Offers',
  inserted: 3,
  updated: 5,
  deactivated: 1,
  skipped: 0,
};

/** A reply that waits until the test lets it go, so the spinner can be seen. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('Build Offers Management', () => {
  it('shows the spinner while syncing, then the popup with the counts; OK closes it', async () => {
    const { open, opened } = gate();
    let resolved = false;
    server.use(
      http.post('/api/admin/buildOffer', async () => {
        await opened;
        resolved = true;
        return HttpResponse.json(built, { status: 201 });
      }),
    );

    const { user } = renderApp('/Buildmanagement');
    await user.click(await screen.findByRole('button', { name: 'Update Offers' }));
    expect(await screen.findByText('Syncing In Progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Offers' })).toBeDisabled();
    open();

    const popup = await screen.findByRole('dialog');
    expect(resolved).toBe(true);
    expect(popup).toHaveTextContent('Successfully Update for SelamTopup Offers');
    expect(popup).toHaveTextContent('Inserted 3 · Updated 5 · Deactivated 1');
    expect(screen.queryByText('Syncing In Progress')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Build failed' on 400", async () => {
    serveApi({
      'POST /api/admin/buildOffer': { status: 400, json: { statusCode: 400, message: 'x' } },
    });
    const { user } = renderApp('/Buildmanagement');
    await user.click(await screen.findByRole('button', { name: 'Update Offers' }));
    expect(await screen.findByText('Build failed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to /Adminconfigpage on 401', async () => {
    serveApi({
      'POST /api/admin/buildOffer': { status: 401, json: { message: 'Unauthorized' } },
      'POST /api/admin/logout': { status: 401, json: { message: 'Unauthorized' } },
    });
    const { user } = renderApp('/Buildmanagement');
    await user.click(await screen.findByRole('button', { name: 'Update Offers' }));
    await waitFor(() => expect(currentPath()).toBe('/Adminconfigpage'));
    expect(localStorage.getItem('AdloginStatus')).not.toBe('true');
  });

  it('offers the unfiltered CSV export', async () => {
    const calls = serveApi({ 'GET /api/admin/generateCsv': { status: 500, json: {} } });
    const { user } = renderApp('/Buildmanagement');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('Oops! Internal server error has occured .'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('generateCsv'))?.url).toBe(
      '/api/admin/generateCsv',
    );
  });
});
