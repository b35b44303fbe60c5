import { CUSTOMER_STATUS_WORDS } from '@selamtopup/api-types/order-status-words';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, restoreApi, stubApi } from '@/test/api-stub';
import { location, locationState } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { setViewportWidth } from '@/test/viewport';
import { voda2000 } from '@/test/offers';
import { pageOf, topupRows } from '../test/transactions';
import { readPrefillState } from '@/lib/topup-prefill';
import { PRODUCT_GONE_TEXT, TopupTransactionsPage } from './TopupTransactionsPage';

const LIST_PATH = '/api/user/getAllTransactionUser';

function stubHistory(count: number, extra: Parameters<typeof stubApi>[0] = {}) {
  const rows = topupRows(count);
  return stubApi({
    [`POST ${LIST_PATH}`]: (body) => reply(200, pageOf(rows, body))(body),
    ...extra,
  });
}

function renderHistory() {
  return renderRoute(<TopupTransactionsPage />, { path: '/Topuptransaction', onlyAtPath: true });
}

const table = () => screen.getByRole('table', { name: 'Topup transactions' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const perPage = () => screen.getByRole('spinbutton', { name: 'Items per page' });
const pager = () => screen.getByRole('navigation', { name: 'Topup transaction pages' });
const pageButton = (name: string) => within(pager()).getByRole('button', { name });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('loginStatus', 'true');
});

afterEach(() => {
  restoreApi();
});

describe('TopupTransactionsPage', () => {
  it('sends a logged-out visitor to /Login', () => {
    localStorage.setItem('loginStatus', 'false');
    const api = stubHistory(3);
    renderHistory();
    expect(location()).toBe('/Login');
    expect(api.calls()).toEqual([]);
  });

  it('shows the first 10 top-ups in the account layout', async () => {
    const api = stubHistory(23);
    renderHistory();

    expect(screen.getByRole('heading', { level: 1, name: 'Topup Transaction' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeVisible();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'ID',
      'Date',
      'Time',
      'Mobile Number',
      'Amount (USD)',
      'Status',
      'Resend',
    ]);
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    expect(api.bodies(LIST_PATH)).toEqual([{ start: 1, end: 10 }]);
    expect(perPage()).toHaveValue(10);

    const submitted = new Date(Date.UTC(2025, 0, 31, 12, 0));
    const cells = within(dataRows()[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'tx-23',
      submitted.toLocaleDateString(),
      submitted.toLocaleTimeString(),
      // What was sent, beside the number: product and operator, and what arrives (from the order).
      '+2557541234562,000 TZS · Vodacom TanzaniaReceives 2,000 TZS · valid 30 days',
      '$1.53',
      'DeliveredPDF receipt',
      'Resend',
    ]);
  });

  it("shows a delivered PIN product's PIN under its row, and none for plain top-ups", async () => {
    const rows = topupRows(2);
    rows[0] = {
      ...rows[0],
      productName: '100 ETB Airtime PIN',
      pin: { code: '48213377019245', serial: 'SBX0042' },
    } as (typeof rows)[number];
    stubApi({ [`POST ${LIST_PATH}`]: (body) => reply(200, pageOf(rows, body))(body) });
    renderHistory();

    await waitFor(() => expect(dataRows()).toHaveLength(2));
    const pin = within(dataRows()[0]).getByRole('group', { name: 'Your PIN' });
    expect(pin).toHaveTextContent('48213377019245');
    expect(pin).toHaveTextContent('Serial: SBX0042');
    expect(within(dataRows()[1]).queryByRole('group', { name: 'Your PIN' })).toBeNull();
  });

  it('shows a long id whole, with a button that copies it', async () => {
    const id = '75b34a57-a25e-4faa-9e87-b8edf8388e3f';
    const [row] = topupRows(1);
    stubApi({ [`POST ${LIST_PATH}`]: reply(200, { count: 1, transactions: [{ ...row, id }] }) });
    const user = userEvent.setup();
    renderHistory();
    await screen.findByText(id);
    const idCell = within(dataRows()[0]!).getAllByRole('cell')[0]!;
    expect(idCell).toHaveTextContent(id);
    await user.click(within(idCell).getByRole('button', { name: 'Copy order id' }));
    expect(await navigator.clipboard.readText()).toBe(id);
  });

  it('names every status in the customer’s words (a held order: "We are checking this payment")', async () => {
    const statuses = CUSTOMER_STATUS_WORDS;
    const rows = Object.keys(statuses).map((status, index) => ({
      ...topupRows(1)[0],
      id: `tx-${index}`,
      status,
    }));
    stubApi({ [`POST ${LIST_PATH}`]: reply(200, { count: rows.length, transactions: rows }) });
    renderHistory();
    await waitFor(() => expect(dataRows()).toHaveLength(rows.length));
    // The status cell also holds the receipt link of a paid order.
    const shown = dataRows().map((r) =>
      within(r).getAllByRole('cell')[5]!.textContent!.replace('PDF receipt', ''),
    );
    expect(shown).toEqual(Object.values(statuses));
    expect(shown).toContain('We are checking this payment');
  });

  describe('on a phone (390 px)', () => {
    beforeEach(() => setViewportWidth(390));
    afterEach(() => vi.unstubAllGlobals());

    it('shows each top-up as a card of label: value lines, the amount in sight', async () => {
      stubHistory(2);
      renderHistory();
      const list = await screen.findByRole('list', { name: 'Topup transactions' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(list).getAllByRole('listitem')[0]!;
      const terms = within(card)
        .getAllByRole('term')
        .map((t) => t.textContent);
      expect(terms).toEqual([
        'ID',
        'Date',
        'Time',
        'Mobile Number',
        'Amount (USD)',
        'Status',
        'Resend',
      ]);
      const values = within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent);
      expect(values[0]).toBe('tx-2');
      expect(values[4]).toBe('$1.53');
      expect(values[5]).toBe('DeliveredPDF receipt');
      expect(within(card).getByRole('button', { name: 'Resend' })).toBeVisible();
    });

    it('keeps the table on a 1366 px desktop', async () => {
      setViewportWidth(1366);
      stubHistory(2);
      renderHistory();
      await waitFor(() => expect(dataRows()).toHaveLength(2));
    });
  });

  it('pages with first, previous, numbered pages, next and last', async () => {
    const api = stubHistory(23);
    const user = userEvent.setup();
    renderHistory();
    await waitFor(() => expect(dataRows()).toHaveLength(10));

    // ceil(23 / 10) = 3 pages.
    expect(pageButton('page 1')).toHaveAttribute('aria-current', 'page');
    expect(pageButton('Go to page 3')).toBeVisible();
    expect(within(pager()).queryByRole('button', { name: 'Go to page 4' })).toBeNull();
    expect(pageButton('Go to first page')).toBeDisabled();
    expect(pageButton('Go to previous page')).toBeDisabled();

    await user.click(pageButton('Go to page 2'));
    await waitFor(() =>
      expect(within(dataRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('tx-13'),
    );

    await user.click(pageButton('Go to last page'));
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    expect(pageButton('Go to next page')).toBeDisabled();
    expect(pageButton('Go to last page')).toBeDisabled();

    await user.click(pageButton('Go to previous page'));
    await waitFor(() => expect(pageButton('page 2')).toHaveAttribute('aria-current', 'page'));
    await user.click(pageButton('Go to next page'));
    await waitFor(() => expect(pageButton('page 3')).toHaveAttribute('aria-current', 'page'));
    await user.click(pageButton('Go to first page'));
    await waitFor(() => expect(pageButton('page 1')).toHaveAttribute('aria-current', 'page'));

    // Pages seen before are asked again (the test cache keeps nothing fresh).
    expect(api.bodies(LIST_PATH)).toEqual([
      { start: 1, end: 10 },
      { start: 11, end: 20 },
      { start: 21, end: 30 },
      { start: 11, end: 20 },
      { start: 21, end: 30 },
      { start: 1, end: 10 },
    ]);
  });

  it('follows the items-per-page field: a number, empty resets, capped at the count', async () => {
    const api = stubHistory(23);
    const user = userEvent.setup();
    renderHistory();
    await waitFor(() => expect(dataRows()).toHaveLength(10));

    await user.clear(perPage());
    await user.type(perPage(), '4');
    await waitFor(() => expect(dataRows()).toHaveLength(4));
    // ceil(23 / 4) = 6 pages.
    expect(pageButton('Go to page 6')).toBeVisible();
    expect(api.bodies(LIST_PATH).at(-1)).toEqual({ start: 1, end: 4 });

    // Empty: the default page size again, shown once the field is left.
    await user.clear(perPage());
    await waitFor(() => expect(api.bodies(LIST_PATH).at(-1)).toEqual({ start: 1, end: 10 }));
    await user.tab();
    expect(perPage()).toHaveValue(10);

    // Above the count: the count.
    await user.clear(perPage());
    await user.type(perPage(), '500');
    expect(perPage()).toHaveValue(23);
    await waitFor(() => expect(dataRows()).toHaveLength(23));
    expect(api.bodies(LIST_PATH).at(-1)).toEqual({ start: 1, end: 23 });
    expect(pageButton('page 1')).toBeVisible();
    expect(within(pager()).queryByRole('button', { name: 'Go to page 2' })).toBeNull();

    // Below 1: 1.
    await user.clear(perPage());
    await user.type(perPage(), '0');
    expect(perPage()).toHaveValue(1);
  });

  it('takes whole numbers only in items per page', async () => {
    const api = stubHistory(23);
    const user = userEvent.setup();
    renderHistory();
    await waitFor(() => expect(dataRows()).toHaveLength(10));

    await user.clear(perPage());
    await user.type(perPage(), '2.5');
    expect(perPage()).not.toHaveValue(2.5);
    expect(Number.isInteger(Number((perPage() as HTMLInputElement).value))).toBe(true);

    await user.clear(perPage());
    await user.click(perPage());
    await user.paste('2.5');
    expect(perPage()).toHaveValue(2);
    await waitFor(() => expect(api.bodies(LIST_PATH).at(-1)).toEqual({ start: 1, end: 2 }));
  });

  it('asks for at most 100 rows at once (the server limit), even below the count', async () => {
    const api = stubHistory(250);
    const user = userEvent.setup();
    renderHistory();
    await waitFor(() => expect(dataRows()).toHaveLength(10));

    await user.clear(perPage());
    await user.type(perPage(), '180');
    expect(perPage()).toHaveValue(100);
    await waitFor(() => expect(dataRows()).toHaveLength(100));
    expect(api.bodies(LIST_PATH).at(-1)).toEqual({ start: 1, end: 100 });
    expect(pageButton('Go to page 3')).toBeVisible();
  });

  it('goes back to page 1 when the page size changes', async () => {
    const api = stubHistory(23);
    const user = userEvent.setup();
    renderHistory();
    await waitFor(() => expect(dataRows()).toHaveLength(10));

    await user.click(pageButton('Go to page 3'));
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    await user.clear(perPage());
    await user.type(perPage(), '5');
    await waitFor(() => expect(api.bodies(LIST_PATH).at(-1)).toEqual({ start: 1, end: 5 }));
    expect(pageButton('page 1')).toHaveAttribute('aria-current', 'page');
  });

  it("says 'No transactions available' when there are none", async () => {
    stubHistory(0);
    renderHistory();
    expect(await screen.findByText('No transactions available')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Topup transaction pages' })).toBeNull();
  });

  it('Resend opens /Payment with the current product, the number and prevPath, as a repeat', async () => {
    const fresh = { ...voda2000, amount: 1.1 };
    const api = stubHistory(2, {
      'GET /api/product/getOfferById/tz-voda-2000': reply(200, fresh),
    });
    const user = userEvent.setup();
    renderHistory();
    await waitFor(() => expect(dataRows()).toHaveLength(2));

    await user.click(within(dataRows()[0]).getByRole('button', { name: 'Resend' }));

    await waitFor(() => expect(location()).toBe('/Payment'));
    expect(locationState()).toEqual({
      product: fresh,
      phoneNumber: '+255754123456',
      prevPath: '/Topuptransaction',
      // No wrong-number check for a repeat (docs/specification.md#wrong-number-guard).
      knownNumber: true,
    });
    expect(api.requests().at(-1)?.url).toBe('/api/product/getOfferById/tz-voda-2000');
    expect(JSON.parse(localStorage.getItem('product') ?? 'null')).toEqual(fresh);
  });

  it('Resend says clearly when the product is gone, and leads to the home form filled in', async () => {
    stubHistory(1, {
      'GET /api/product/getOfferById/tz-voda-2000': reply(404, {
        message: 'Product Not Available!',
      }),
    });
    const user = userEvent.setup();
    renderHistory();

    await user.click(await screen.findByRole('button', { name: 'Resend' }));

    expect(await screen.findByText(PRODUCT_GONE_TEXT())).toBeVisible();
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pick another amount' }));
    expect(location()).toBe('/');
    expect(readPrefillState(locationState())).toEqual({
      country: '',
      operator: 'Vodacom Tanzania',
      telenumber: '+255754123456',
      productId: null,
    });
  });

  it('goes to /Login on 401 and clears the flag', async () => {
    stubApi({ [`POST ${LIST_PATH}`]: reply(401, { message: 'Unauthorized' }) });
    renderHistory();
    await waitFor(() => expect(location()).toBe('/Login'));
    expect(localStorage.getItem('loginStatus')).toBe('false');
  });

  it('goes to /Error500 on 500', async () => {
    stubApi({ [`POST ${LIST_PATH}`]: reply(500, { message: 'boom' }) });
    renderHistory();
    await waitFor(() => expect(location()).toBe('/Error500'));
  });
});
