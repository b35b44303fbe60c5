import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Admin, Transaction } from '../api/types';
import { listReply, serveApi } from './serveApi';
import { pretendPhoneScreen } from './phoneScreen';
import { masterAdmin, renderApp } from './renderApp';

const transaction: Transaction = {
  id: 't-1',
  user: { email: 'sender@example.com' },
  telenumber: '+251911000001',
  country: 'Ethiopia',
  amount: 12.5,
  cost: null,
  submitted: '2026-03-01T10:00:00.000Z',
  completed: null,
  status: 'PENDING_PAYMENT',
  transtatus: 'Waiting for payment',
};

describe('On a phone', () => {
  it('lists transactions as stacked rows, not a wide table', async () => {
    pretendPhoneScreen();
    serveApi({
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

  it('lists admins as stacked rows with their role and Delete button', async () => {
    pretendPhoneScreen();
    const other: Admin = {
      id: 'o-2',
      fullname: 'Other Admin',
      email: 'other@example.com',
      type: 'admin',
    };
    serveApi({ 'GET /api/admin/admins': listReply('admins', [masterAdmin, other]) });
    renderApp('/getadmins', masterAdmin);
    expect(
      await screen.findByRole('button', { name: 'Delete other@example.com' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete marta@example.com' })).toBeNull();
    expect(screen.getByText('Master admin')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
  });

  it('keeps the pager on one line: three page numbers, small arrows', async () => {
    pretendPhoneScreen();
    serveApi({
      'GET /api/admin/transactions': listReply('transactions', [transaction], 100),
      'GET /api/admin/countries': { json: [] },
    });
    renderApp('/Admintransactionhistory');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
  });

  it('shows the current path in the header next to Home', async () => {
    pretendPhoneScreen();
    serveApi({
      'GET /api/admin/transactions': listReply('transactions', [transaction]),
      'GET /api/admin/countries': { json: [] },
    });
    renderApp('/Admintransactionhistory');
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/Admintransactionhistory');
  });
});
