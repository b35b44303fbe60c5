import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/fetchStub';
import { renderApp } from '../test/renderApp';

describe('Config File Management', () => {
  it('shows the state and toggles it with the server', async () => {
    const calls = stubApi({
      'GET /api/admin/getConfigWeb': { json: { configWeb: true } },
      'POST /api/admin/toggleConfig': [
        { json: { configWeb: false } },
        { json: { configWeb: true } },
      ],
    });
    const { user } = renderApp('/Configfilemanagement');
    expect(
      await screen.findByText('The server configuration has been Enabled'),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('switch');
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(
      await screen.findByText('The server configuration has been Disabled'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch')).not.toBeChecked();
    const post = calls.find((call) => call.url === '/api/admin/toggleConfig')!;
    expect(post.method).toBe('POST');
    expect(post.headers.get('x-csrf-token')).toBe('tok');

    await user.click(screen.getByRole('switch'));
    expect(
      await screen.findByText('The server configuration has been Enabled'),
    ).toBeInTheDocument();
  });

  it('shows an error notice on 500', async () => {
    stubApi({ 'GET /api/admin/getConfigWeb': { status: 500, json: { message: 'down' } } });
    renderApp('/Configfilemanagement');
    expect(
      await screen.findByText('Oops! Internal server error has occured .'),
    ).toBeInTheDocument();
  });
});
