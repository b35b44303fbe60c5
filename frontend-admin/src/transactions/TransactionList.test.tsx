import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../api/types';
import { anOrderPage } from '../test/fixtures';
import { listReply, queryOf, serveApi } from '../test/serveApi';
import { currentPath, renderApp } from '../test/renderApp';

const delivered: Transaction = {
  id: '6f1c2a5e-0000-4000-8000-000000000001',
  user: { email: 'sender@example.com' },
  telenumber: '+251911000001',
  country: 'Ethiopia',
  amount: 12.5,
  cost: 10.2,
  submitted: '2026-03-01T10:00:00.000Z',
  completed: '2026-03-01T10:02:00.000Z',
  status: 'COMPLETED',
  transtatus: 'Delivered',
};
const waiting: Transaction = {
  ...delivered,
  id: '6f1c2a5e-0000-4000-8000-000000000002',
  user: { email: 'other@example.com' },
  amount: 7,
  cost: null, // an order from before DT One's price was kept
  completed: null,
  status: 'PENDING_PAYMENT',
  transtatus: 'Waiting for payment',
};

const listCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/admin/transactions?'));

describe('Transaction History', () => {
  it('shows the seed columns, amounts with 2 decimals and "Not complete"', async () => {
    const calls = serveApi({
      'GET /api/admin/transactions': listReply('transactions', [delivered, waiting], 2),
      'GET /api/admin/countries': { json: ['Ethiopia', 'Kenya'] },
    });
    renderApp('/Admintransactionhistory');
    expect(await screen.findByText('sender@example.com')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Transaction ID',
      'Sender Email',
      'Receiver Mobile Number',
      'Country',
      'Amount USD',
      'DT One Cost USD',
      'Submitted Date',
      'Completed Date',
      'Transaction Status',
    ]);
    expect(screen.getByText(delivered.id)).toBeInTheDocument();
    expect(screen.getByText('12.50')).toBeInTheDocument();
    expect(screen.getByText('7.00')).toBeInTheDocument();
    expect(screen.getByText('10.20')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Not complete')).toBeInTheDocument();
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    // Newest first, 10 per page, 1-based pages become a 0-based range.
    expect(queryOf(listCalls(calls)[0])).toMatchObject({
      sort: ['submitted', 'DESC'],
      range: [0, 9],
    });
  });

  it('sorts by Amount, Country, Completed Date and Transaction Status from their headers', async () => {
    const calls = serveApi({
      'GET /api/admin/transactions': listReply('transactions', [delivered]),
      'GET /api/admin/countries': { json: [] },
    });
    const { user } = renderApp('/Admintransactionhistory');
    await screen.findByText(delivered.id);
    const sortOf = () => queryOf(listCalls(calls).at(-1)!).sort;
    for (const [header, sort] of [
      ['Amount USD', ['amount', 'DESC']],
      ['Country', ['country', 'ASC']],
      ['Completed Date', ['completed', 'DESC']],
      ['Transaction Status', ['status', 'ASC']],
    ] as const) {
      await user.click(screen.getByRole('button', { name: new RegExp(`^Sort by ${header}`, 'i') }));
      await waitFor(() => expect([header, sortOf()]).toEqual([header, sort]));
    }
  });

  it('shows "No transactions available" when nothing matches', async () => {
    serveApi({
      'GET /api/admin/transactions': listReply('transactions', []),
      'GET /api/admin/countries': { json: [] },
    });
    renderApp('/Admintransactionhistory');
    expect(await screen.findByText('No transactions available')).toBeInTheDocument();
  });

  it.each([
    [{ q: 'ab' }, 'The search needs at least 3 characters.'],
    [
      { from: '2026-03-31', to: '2026-03-01' },
      'The "Submitted from" date is after the "Submitted to" date.',
    ],
  ])('says what is wrong with %j instead of "No transactions available"', async (filter, text) => {
    const calls = serveApi({
      'GET /api/admin/transactions': listReply('transactions', [delivered]),
      'GET /api/admin/countries': { json: [] },
    });
    renderApp(`/Admintransactionhistory?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('No transactions available')).not.toBeInTheDocument();
    // The server, which would refuse it, is not asked.
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('shows the server error text when the list fails with 500', async () => {
    serveApi({
      'GET /api/admin/transactions': { status: 500, json: { message: 'Internal server error' } },
      'GET /api/admin/countries': { json: [] },
    });
    renderApp('/Admintransactionhistory');
    expect(
      await screen.findByText('Oops! Internal server error has occured .'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
  });

  it('sends the filters in the query string and to the CSV export', async () => {
    const calls = serveApi({
      'GET /api/admin/transactions': listReply('transactions', [waiting]),
      'GET /api/admin/countries': { json: ['Ethiopia'] },
      'GET /api/admin/generateCsv': { json: 'id,amount' },
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const filter = {
      q: 'other',
      status: 'PENDING_PAYMENT',
      from: '2026-03-01',
      to: '2026-03-31',
      country: 'Ethiopia',
    };
    const { user } = renderApp(
      `/Admintransactionhistory?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    expect(await screen.findByText('other@example.com')).toBeInTheDocument();
    expect(queryOf(listCalls(calls)[0]).filter).toEqual(filter);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const csvCall = calls.find((call) => call.url.startsWith('/api/admin/generateCsv'))!;
    expect(csvCall.credentials).toBe('include');
    expect(Object.fromEntries(new URL(csvCall.url, 'http://x').searchParams)).toEqual(filter);
    expect(clicked[0].download).toBe('transactions.csv');
  });

  it('searches as the admin types', async () => {
    const calls = serveApi({
      'GET /api/admin/transactions': listReply('transactions', [delivered]),
      'GET /api/admin/countries': { json: [] },
    });
    const { user } = renderApp('/Admintransactionhistory');
    await screen.findByText('sender@example.com');
    await user.type(screen.getByPlaceholderText('Search'), '2519');
    await waitFor(() =>
      expect(
        listCalls(calls).some(
          (call) => queryOf(call).filter && (queryOf(call).filter as { q?: string }).q === '2519',
        ),
      ).toBe(true),
    );
  });

  it('shows a message when the export fails with 500', async () => {
    serveApi({
      'GET /api/admin/transactions': listReply('transactions', [delivered]),
      'GET /api/admin/countries': { json: [] },
      'GET /api/admin/generateCsv': { status: 500, json: { message: 'boom' } },
    });
    const { user } = renderApp('/Admintransactionhistory');
    await screen.findByText('sender@example.com');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('Oops! Internal server error has occured .'),
    ).toBeInTheDocument();
  });

  it('goes to /Adminconfigpage when the export answers 403', async () => {
    serveApi({
      'GET /api/admin/transactions': listReply('transactions', [delivered]),
      'GET /api/admin/countries': { json: [] },
      'GET /api/admin/generateCsv': { status: 403, json: { message: 'Forbidden' } },
      'POST /api/admin/logout': { status: 401, json: { message: 'Unauthorized' } },
    });
    const { user } = renderApp('/Admintransactionhistory');
    await screen.findByText('sender@example.com');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(currentPath()).toBe('/Adminconfigpage'));
  });

  it('pages with the items-per-page input and the pager', async () => {
    const calls = serveApi({
      'GET /api/admin/transactions': listReply('transactions', [delivered, waiting], 25),
      'GET /api/admin/countries': { json: [] },
    });
    const { user } = renderApp('/Admintransactionhistory');
    await screen.findByText('sender@example.com');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!).range).toEqual([20, 29]));

    const perPage = screen.getByLabelText('Items per page');
    await user.clear(perPage);
    // More than the 25 there are: the input shows the count, the choice stays (up to the API's
    // most, 100), so the pages are not stuck at 25 once there are more.
    await user.type(perPage, '500{Enter}');
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!).range).toEqual([0, 99]));
    expect(perPage).toHaveValue(25);
    // Leaving the field as it shows keeps the choice.
    await user.click(perPage);
    await user.tab();
    expect(queryOf(listCalls(calls).at(-1)!).range).toEqual([0, 99]);

    // Empty goes back to the default of 10.
    await user.clear(perPage);
    await user.tab();
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!).range).toEqual([0, 9]));
    expect(perPage).toHaveValue(10);
  });

  it('opens the order page when a row is clicked', async () => {
    serveApi({
      'GET /api/admin/transactions': listReply('transactions', [delivered]),
      'GET /api/admin/countries': { json: [] },
      'GET /api/admin/transactions/:id': {
        json: anOrderPage({
          ...delivered,
          actions: { check: true, refund: false, approve: false, refuse: false },
        }),
      },
    });
    const { user } = renderApp('/Admintransactionhistory');
    await user.click(await screen.findByText('sender@example.com'));
    await waitFor(() => expect(currentPath()).toBe(`/transactions/${delivered.id}/show`));
  });

  it('filtered to "Held for review", gives each held row Approve and Refuse, which ask first', async () => {
    const held: Transaction = {
      ...waiting,
      status: 'HELD_FOR_REVIEW',
      transtatus: 'Held for review',
    };
    const calls = serveApi({
      'GET /api/admin/transactions': listReply('transactions', [held]),
      'GET /api/admin/countries': { json: ['Ethiopia'] },
      'POST /api/admin/transactions/:id/refuse': {
        json: { outcome: 'refunded', order: anOrderPage({ id: held.id, status: 'REFUNDED' }) },
      },
    });
    const filter = encodeURIComponent(JSON.stringify({ status: 'HELD_FOR_REVIEW' }));
    const { user } = renderApp(`/Admintransactionhistory?filter=${filter}`);
    expect(await screen.findByText('Held for review', { selector: 'span' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.at(-1)).toBe('Review');
    // Never complete while held: Completed Date gives its room to the buttons.
    expect(headers).not.toContain('Completed Date');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(/Refunded: the money went back/)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(posts).toEqual([`/api/admin/transactions/${held.id}/refuse`]);
  });
});
