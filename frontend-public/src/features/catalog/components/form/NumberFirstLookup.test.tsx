import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCsrfToken } from '@/lib/api-client';
import { requestLinkFor } from '@/lib/request-link';
import { replies, reply, stubApi } from '@/test/api-stub';
import { offers } from '@/test/offers';
import { renderHome, renderRoute } from '@/test/render';
import { TopupForm } from '../TopupForm';
import { INVALID_NUMBER, SEVERAL_OPERATORS, UNKNOWN_OPERATOR } from '../../utils/number-detection';
import { REQUEST_LINK_FILLED } from '../../hooks/useRequestLink';

const OFFERS = 'GET /api/product/offers';
const LOOKUP = 'POST /api/dtone/mobilelookup';
const LINK = 'GET /api/creditRequest/link/:token';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const vodacom = { id: 'op-vodacom-tz', name: 'Vodacom Tanzania', country: 'TZ' };
const yas = { id: 'op-yas-tz', name: 'Yas Tanzania', country: 'TZ' };

type User = ReturnType<typeof userEvent.setup>;

const combobox = (name: string) => screen.getByRole('combobox', { name });

async function choose(user: User, field: string, option: string) {
  await user.click(combobox(field));
  await user.click(
    within(screen.getByRole('listbox', { name: field })).getByRole('option', { name: option }),
  );
}

/** Tanzania chosen, then "Don't know the operator?" with `number` typed and looked up. */
async function typeNumberFirst(user: User, number = '754123456') {
  await choose(user, 'Country', 'Tanzania');
  await user.click(
    screen.getByRole('button', { name: "Don't know the operator? Type the number" }),
  );
  await screen.findByText('+255');
  await user.type(screen.getByRole('textbox', { name: "Recipient's number" }), number);
  await user.click(screen.getByRole('button', { name: 'Find the operator' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCsrfToken();
});

describe('the number first, at the operator step', () => {
  it('fills the operator the lookup names, keeps the number, and the operator stays changeable', async () => {
    const api = stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(200, { valid: true, operators: [vodacom] }),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await typeNumberFirst(user);

    await waitFor(() => expect(combobox('Operator')).toHaveTextContent('Vodacom Tanzania'));
    expect(api.bodies('/api/dtone/mobilelookup')).toEqual([
      { phoneNumber: '+255754123456', country: 'Tanzania' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('754123456');
    await choose(user, 'Offer', 'Mobile Airtime');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('754123456');
    await choose(user, 'Operator', 'Yas Tanzania');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('754123456');
  });

  it('says so when the lookup knows no operator, and keeps the number for the list choice', async () => {
    stubApi({ [OFFERS]: reply(200, offers), [LOOKUP]: reply(200, { valid: true, operators: [] }) });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await typeNumberFirst(user);
    expect(await screen.findByText(UNKNOWN_OPERATOR())).toBeVisible();
    await choose(user, 'Operator', 'Vodacom Tanzania');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('754123456');
  });

  it('lets the customer choose when the number may belong to several operators', async () => {
    stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(200, { valid: true, operators: [vodacom, yas] }),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await typeNumberFirst(user);
    expect(await screen.findByText(SEVERAL_OPERATORS())).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yas Tanzania' }));
    await waitFor(() => expect(combobox('Operator')).toHaveTextContent('Yas Tanzania'));
  });

  it('names an operator we have no offers for, and an invalid number', async () => {
    stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: replies(
        reply(200, { valid: true, operators: [{ id: 'x', name: 'Halotel', country: 'TZ' }] }),
        reply(200, { valid: false, operators: [] }),
      ),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await typeNumberFirst(user);
    expect(
      await screen.findByText('This number belongs to Halotel, for which we have no offers.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Find the operator' }));
    expect(await screen.findByText(INVALID_NUMBER())).toBeVisible();
  });
});

describe('the form opened from a credit request link', () => {
  it("fills in the requester's country, operator and number, and remembers the link for that number", async () => {
    const api = stubApi({
      [OFFERS]: reply(200, offers),
      [LINK]: reply(200, { phoneNumber: '+255754987654' }),
      [LOOKUP]: reply(200, { valid: true, operators: [vodacom] }),
    });
    renderRoute(<TopupForm />, { search: `?request=${TOKEN}` });
    expect(await screen.findByText(REQUEST_LINK_FILLED())).toBeVisible();
    expect(combobox('Country')).toHaveTextContent('Tanzania');
    expect(combobox('Operator')).toHaveTextContent('Vodacom Tanzania');
    expect(await screen.findByRole('textbox', { name: 'Mobile Number' })).toHaveValue('754987654');
    expect(api.requests().map((r) => r.url)).toContain(`/api/creditRequest/link/${TOKEN}`);
    expect(requestLinkFor('+255754987654')).toEqual({ request: TOKEN });
    expect(requestLinkFor('+255754000111')).toEqual({});
  });

  it('says an expired link is expired and leaves the form empty', async () => {
    stubApi({
      [OFFERS]: reply(200, offers),
      [LINK]: reply(404, {
        statusCode: 404,
        message: 'This top-up request link has expired or is not valid',
      }),
    });
    renderRoute(<TopupForm />, { search: `?request=${TOKEN}` });
    expect(
      await screen.findByText('This top-up request link has expired or is not valid'),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Operator' })).toBeNull();
    expect(requestLinkFor('+255754987654')).toEqual({});
  });
});
