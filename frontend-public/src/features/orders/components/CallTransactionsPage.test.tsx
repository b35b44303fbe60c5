import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reply, restoreApi, stubApi } from '@/test/api-stub';
import { location } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { callRows, pageOf } from '../test/transactions';
import { CallTransactionsPage } from './CallTransactionsPage';

const LIST_PATH = '/api/user/getAllCallTransactionUser';

function stubCalls(count: number) {
  const rows = callRows(count);
  return stubApi({ [`POST ${LIST_PATH}`]: (body) => reply(200, pageOf(rows, body))(body) });
}

function renderCalls() {
  return renderRoute(<CallTransactionsPage />, { path: '/Calltransaction', onlyAtPath: true });
}

const table = () => screen.getByRole('table', { name: 'International call transactions' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const perPage = () => screen.getByRole('spinbutton', { name: 'Items per page' });
const pager = () =>
  screen.getByRole('navigation', { name: 'International call transaction pages' });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('loginStatus', 'true');
});

afterEach(() => {
  restoreApi();
});

describe('CallTransactionsPage', () => {
  it('sends a logged-out visitor to /Login', () => {
    localStorage.setItem('loginStatus', 'false');
    stubCalls(1);
    renderCalls();
    expect(location()).toBe('/Login');
  });

  it('shows 5 calls a page with ID, Amount and Date', async () => {
    const api = stubCalls(12);
    renderCalls();

    expect(
      screen.getByRole('heading', { level: 1, name: 'International Call Transaction' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeVisible();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Amount', 'Date']);
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    expect(api.bodies(LIST_PATH)).toEqual([{ start: 1, end: 5 }]);
    expect(perPage()).toHaveValue(5);

    const completed = new Date(Date.UTC(2025, 0, 31, 12, 0));
    expect(
      within(dataRows()[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '$0.25', completed.toLocaleString()]);
    // ceil(12 / 5) = 3 pages.
    expect(within(pager()).getByRole('button', { name: 'Go to page 3' })).toBeVisible();
  });

  it('pages and follows the items-per-page field with the same rules', async () => {
    const api = stubCalls(12);
    const user = userEvent.setup();
    renderCalls();
    await waitFor(() => expect(dataRows()).toHaveLength(5));

    await user.click(within(pager()).getByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(api.bodies(LIST_PATH).at(-1)).toEqual({ start: 11, end: 15 });

    await user.clear(perPage());
    await waitFor(() => expect(api.bodies(LIST_PATH).at(-1)).toEqual({ start: 1, end: 5 }));
    await user.type(perPage(), '99');
    expect(perPage()).toHaveValue(12);
    await waitFor(() => expect(dataRows()).toHaveLength(12));
    expect(api.bodies(LIST_PATH).at(-1)).toEqual({ start: 1, end: 12 });
  });

  it("says 'No transactions available' when there are none", async () => {
    stubCalls(0);
    renderCalls();
    expect(await screen.findByText('No transactions available')).toBeVisible();
  });
});
