import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../test/serveApi';
import { masterAdmin, renderApp } from '../test/renderApp';

describe('Change Contact email', () => {
  it('loads the address and saves a new one with PUT', async () => {
    const calls = serveApi({
      'GET /api/admin/contactEmail': { json: { email: 'help@selamtopup.example' } },
      'PUT /api/admin/contactEmail': { json: { email: 'care@selamtopup.example' } },
    });
    const { user } = renderApp('/Changecontactemail', masterAdmin);
    const input = await screen.findByLabelText('Contact email');
    expect(input).toHaveValue('help@selamtopup.example');

    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(input, 'bad');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, 'care@selamtopup.example');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Contact email updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      email: 'care@selamtopup.example',
    });
  });
});
