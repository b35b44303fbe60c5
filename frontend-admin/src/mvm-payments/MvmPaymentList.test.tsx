import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MvmPayment } from '../api/types';
import { listReply, queryOf, serveApi } from '../test/serveApi';
import { masterAdmin, renderApp } from '../test/renderApp';

const paid: MvmPayment = {
  id: '6f1c2a4e-1111-4000-8000-000000000001',
  status: 'PAID',
  provider: 'paypal',
  kind: 'course',
  course: 'Python I',
  payerName: 'Abebe Kebede',
  payerEmail: 'abebe@example.com',
  description: 'March instalment',
  amountUsd: '120.50',
  providerOrderId: 'SBX-AAAA',
  providerRef: 'SBXCAP-BBBB',
  failureReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:01:00.000Z',
};
const pendingCard: MvmPayment = {
  ...paid,
  id: '6f1c2a4e-1111-4000-8000-000000000002',
  status: 'PENDING',
  provider: 'stripe',
  kind: 'project',
  course: null,
  payerName: 'Sara Tesfaye',
  providerRef: null,
  paidAt: null,
};

const listCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/admin/mvm-payments?'));

describe('Mvm payments', () => {
  it('lists the payments newest first, read-only, with their columns', async () => {
    const calls = serveApi({
      'GET /api/admin/mvm-payments': listReply('mvm-payments', [paid, pendingCard]),
    });
    renderApp('/mvm-payments');
    // A row's course (the header shows the logged-in admin's name, also Abebe Kebede).
    expect(await screen.findByText('Python I')).toBeInTheDocument();
    expect(screen.getByText('Project payment')).toBeInTheDocument();
    expect(screen.getByText('Card (Stripe)')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Transaction ID',
      'Payer Name',
      'Course or Project',
      'Description',
      'Amount USD',
      'Provider',
      'Status',
      'Created Date',
      'Paid Date',
    ]);
    expect(queryOf(listCalls(calls)[0])).toMatchObject({ sort: ['createdAt', 'DESC'] });
    expect(screen.queryByRole('button', { name: /^(create|delete)$/i })).toBeNull();
  });

  it('says so when there is none', async () => {
    serveApi({ 'GET /api/admin/mvm-payments': listReply('mvm-payments', []) });
    renderApp('/mvm-payments', masterAdmin);
    expect(await screen.findByText('No payments available')).toBeInTheDocument();
  });

  it('sends the filters to the list and to the CSV export (mvm-payments.csv)', async () => {
    const calls = serveApi({
      'GET /api/admin/mvm-payments': listReply('mvm-payments', [paid]),
      'GET /api/admin/mvm-payments.csv': { json: 'id' },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const filter = { q: 'abebe', status: 'PAID', provider: 'paypal', from: '2026-03-01' };
    const { user } = renderApp(
      `/mvm-payments?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    // A row's course (the header shows the logged-in admin's name, also Abebe Kebede).
    expect(await screen.findByText('Python I')).toBeInTheDocument();
    expect(queryOf(listCalls(calls)[0]).filter).toEqual(filter);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const csvCall = calls.find((call) => call.url.startsWith('/api/admin/mvm-payments.csv'))!;
    expect(csvCall.credentials).toBe('include');
    expect(queryOf(csvCall)).toEqual({ filter });
    expect(clicked[0].download).toBe('mvm-payments.csv');
  });

  it('shows one payment read-only', async () => {
    serveApi({ 'GET /api/admin/mvm-payments/:id': { json: paid } });
    renderApp(`/mvm-payments/${paid.id}/show`);
    expect(await screen.findByText(`Payment ${paid.id}`)).toBeInTheDocument();
    expect(screen.getByText('SBXCAP-BBBB')).toBeInTheDocument();
    expect(screen.getByText('abebe@example.com')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(edit|delete)$/i })).toBeNull();
  });
});
