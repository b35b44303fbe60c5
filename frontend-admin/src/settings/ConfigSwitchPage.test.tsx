import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../test/serveApi';
import { renderApp } from '../test/renderApp';

describe('Config File Management', () => {
  it('says when the storefront is closed for a low DT One balance, the switch itself still on', async () => {
    serveApi({
      'GET /api/admin/getConfigWeb': { json: { configWeb: true, closedForBalance: true } },
    });
    renderApp('/Configfilemanagement');
    expect(
      await screen.findByText('The server configuration has been Enabled'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The storefront is closed automatically for a low DT One balance; it reopens by itself once the balance is back (see the dashboard).',
    );
  });

  it('shows the state and toggles it with the server, asking first', async () => {
    const calls = serveApi({
      'GET /api/admin/getConfigWeb': { json: { configWeb: true, closedForBalance: false } },
      'POST /api/admin/toggleConfig': [
        { json: { configWeb: false, closedForBalance: false } },
        { json: { configWeb: true, closedForBalance: false } },
      ],
    });
    const { user } = renderApp('/Configfilemanagement');
    expect(
      await screen.findByText('The server configuration has been Enabled'),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('switch');
    expect(toggle).toBeChecked();

    // Switching off asks, in words of what it does; No changes nothing.
    await user.click(toggle);
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Switch the storefront off? This stops all sales: customers cannot buy top-ups until it is switched on again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.url === '/api/admin/toggleConfig')).toBe(false);
    expect(screen.getByRole('switch')).toBeChecked();

    await user.click(screen.getByRole('switch'));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, stop all sales' }));
    expect(
      await screen.findByText('The server configuration has been Disabled'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch')).not.toBeChecked();
    const post = calls.find((call) => call.url === '/api/admin/toggleConfig')!;
    expect(post.method).toBe('POST');
    expect(post.headers.get('x-csrf-token')).toBe('tok');

    await user.click(screen.getByRole('switch'));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Switch the storefront on? This reopens sales: customers can buy top-ups again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reopen sales' }));
    expect(
      await screen.findByText('The server configuration has been Enabled'),
    ).toBeInTheDocument();
  });

  it('shows an error notice on 500', async () => {
    serveApi({ 'GET /api/admin/getConfigWeb': { status: 500, json: { message: 'down' } } });
    renderApp('/Configfilemanagement');
    expect(
      await screen.findByText('Oops! Internal server error has occured .'),
    ).toBeInTheDocument();
  });
});
