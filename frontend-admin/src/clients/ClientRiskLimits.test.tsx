import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_LIMITS } from '../test/handlers';
import { serveApi } from '../test/serveApi';
import { renderApp } from '../test/renderApp';
import { NOT_A_NUMBER } from './ClientRiskLimits';

const id = '3d1f0c9a-0000-4000-8000-000000000001';
const client = { id, fullname: 'Sara Sender', email: 'sara@example.com', telephone: '+15550001' };
const noActivity = { json: { orders: [], ordersTotal: 0, mvmPayments: [], mvmPaymentsTotal: 0 } };
const RAISED = { dailyCents: 100000, dailyTopUps: 20, newNumberCents: null };

async function openClient() {
  const { user } = renderApp(`/clients/${id}/show`);
  const form = await screen.findByRole('form', { name: 'Raise risk limits' });
  return { user, form: within(form) };
}

describe("Client page: the client's risk limits", () => {
  it("shows the shop's limits, and raises the client's: USD become cents, empty keeps the default", async () => {
    const calls = serveApi({
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': noActivity,
      'PUT /api/admin/clients/:id/risk-limits': {
        json: { defaults: DEFAULT_RISK_LIMITS, raised: RAISED },
      },
    });
    const { user, form } = await openClient();
    expect(screen.getByRole('heading', { name: 'Risk limits' })).toBeVisible();
    expect(
      screen.getByText(/The shop’s limits apply: a new client at most 50.00 USD on the first day/),
    ).toBeVisible();
    expect(form.getByText('Default 200.00')).toBeInTheDocument();
    expect(form.getByText('Default 10')).toBeInTheDocument();
    expect(form.getByText('Default 25.00')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Back to defaults' })).toBeDisabled();

    await user.type(form.getByLabelText('Top-ups a day, USD'), '1000');
    await user.type(form.getByLabelText('Number of top-ups a day'), '20');
    await user.click(form.getByRole('button', { name: 'Save limits' }));

    expect(await screen.findByText('Limits raised.')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`/api/admin/clients/${id}/risk-limits`);
    await waitFor(() => expect(put.body).toEqual(RAISED));
    expect(put.headers.get('x-csrf-token')).toBe('tok');
    expect(screen.getByText(/Raised for this client/)).toBeVisible();
    expect(form.getByLabelText('Top-ups a day, USD')).toHaveValue('1000.00');
  });

  it('shows raised limits and goes back to the defaults', async () => {
    const calls = serveApi({
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': noActivity,
      'GET /api/admin/clients/:id/risk-limits': {
        json: { defaults: DEFAULT_RISK_LIMITS, raised: RAISED },
      },
      'PUT /api/admin/clients/:id/risk-limits': {
        json: { defaults: DEFAULT_RISK_LIMITS, raised: null },
      },
    });
    const { user, form } = await openClient();
    expect(form.getByLabelText('Number of top-ups a day')).toHaveValue('20');
    expect(form.getByLabelText('New number, USD a day')).toHaveValue('');
    await user.click(form.getByRole('button', { name: 'Back to defaults' }));
    expect(await screen.findByText('The shop’s limits apply again.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      dailyCents: null,
      dailyTopUps: null,
      newNumberCents: null,
    });
    expect(form.getByLabelText('Number of top-ups a day')).toHaveValue('');
  });

  it("shows the server's refusal, and sends nothing that is not a number", async () => {
    const calls = serveApi({
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': noActivity,
      'PUT /api/admin/clients/:id/risk-limits': {
        status: 400,
        json: { statusCode: 400, message: 'The top-ups a day can be at most 100' },
      },
    });
    const { user, form } = await openClient();
    await user.type(form.getByLabelText('Number of top-ups a day'), 'many');
    await user.click(form.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText(NOT_A_NUMBER)).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(form.getByLabelText('Number of top-ups a day'));
    await user.type(form.getByLabelText('Number of top-ups a day'), '500');
    await user.click(form.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('The top-ups a day can be at most 100')).toBeVisible();
  });
});
