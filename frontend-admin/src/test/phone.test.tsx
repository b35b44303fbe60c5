import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReply, stubApi } from './fetchStub';
import { pretendPhoneScreen } from './phoneScreen';
import { masterAdmin, renderApp } from './renderApp';

const transaction = {
  id: 't-1',
  user: { email: 'sender@example.com' },
  telenumber: '+251911000001',
  country: 'Ethiopia',
  amount: 12.5,
  submitted: '2026-03-01T10:00:00.000Z',
  completed: null,
  status: 'PENDING_PAYMENT',
  transtatus: 'Waiting for payment',
};

describe('On a phone', () => {
  it('lists transactions as stacked rows, not a wide table', async () => {
    pretendPhoneScreen();
    stubApi({
      'GET /api/admin/transactions': listReply('transactions', [transaction]),
      'GET /api/admin/countries': { json: [] },
    });
    renderApp('/Admintransactionhistory');
    expect(await screen.findByText('12.50 USD · Waiting for payment')).toBeInTheDocument();
    expect(screen.getByText('+251911000001 · Ethiopia')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    // The menu collapses behind the toggle button.
    expect(screen.getByRole('button', { name: /menu/i })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'List Of Clients' })).not.toBeInTheDocument();
  });

  it('lists admins as stacked rows with their Delete button', async () => {
    pretendPhoneScreen();
    stubApi({ 'GET /api/admin/admins': listReply('admins', [masterAdmin]) });
    renderApp('/getadmins', masterAdmin);
    expect(
      await screen.findByRole('button', { name: 'Delete marta@example.com' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
  });
});
