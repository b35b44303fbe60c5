import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '@/lib/api-client';
import { storedKnownNumber } from '@/lib/stored-number-check';
import { pending, reply, stubApi } from '@/test/api-stub';
import { offers, voda2000, VODA_2000_LABEL, yas1000 } from '@/test/offers';
import { destinationState } from '@/test/queries';
import { renderHome } from '@/test/render';
import { loadStoredSelection } from '../hooks/useTopupSelection';
import { TopupForm } from './TopupForm';

const OFFERS = 'GET /api/product/offers';
const LOOKUP = 'POST /api/dtone/mobilelookup';
const CHECK = 'POST /api/user/recipients/check-number';
const vodacomAnswer = {
  valid: true,
  operators: [{ id: 'op-vodacom-tz', name: 'Vodacom Tanzania', country: 'Tanzania' }],
};

type User = ReturnType<typeof userEvent.setup>;

const combobox = (name: string) => screen.getByRole('combobox', { name });
const queryCombobox = (name: string) => screen.queryByRole('combobox', { name });
const phoneInput = () => screen.getByRole('textbox', { name: 'Mobile Number' });
const goButton = () => screen.queryByRole('button', { name: 'Go to Payment' });
const alertLine = () => screen.getByRole('alert');

async function choose(user: User, field: string, option: string) {
  await user.click(combobox(field));
  await user.click(
    within(screen.getByRole('listbox', { name: field })).getByRole('option', { name: option }),
  );
}

/** Country, operator, offer, number and amount of voda2000. */
async function fillVodacom(user: User, number = '754123456') {
  await choose(user, 'Country', 'Tanzania');
  await choose(user, 'Operator', 'Vodacom Tanzania');
  await choose(user, 'Offer', 'Mobile Airtime');
  await screen.findByText('+255');
  await user.type(phoneInput(), number);
  await choose(user, 'Amount', VODA_2000_LABEL);
}

/** The home form, its offers loaded, filled with voda2000 to the number: ready for Go to Payment. */
async function filledForm() {
  const user = userEvent.setup();
  renderHome(<TopupForm />);
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  await fillVodacom(user);
  return user;
}

beforeEach(() => {
  localStorage.clear();
  clearCsrfToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TopupForm while the storefront is switched off', () => {
  it('says top-ups are paused and shows no form to fill', async () => {
    stubApi({ [OFFERS]: reply(200, offers), 'GET /api/storefront': reply(200, { open: false }) });
    renderHome(<TopupForm />);

    expect(
      await screen.findByText('Top-ups are paused for a moment; please come back soon'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Top-ups are paused');
    expect(queryCombobox('Country')).toBeNull();
    expect(goButton()).toBeNull();
  });
});

describe('TopupForm steps', () => {
  it('shows each step once the one before is filled', async () => {
    stubApi({ [OFFERS]: reply(200, offers) });
    const user = userEvent.setup();
    renderHome(<TopupForm />);

    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(combobox('Country')).toBeVisible();
    expect(queryCombobox('Operator')).toBeNull();

    await user.click(combobox('Country'));
    const countries = within(screen.getByRole('listbox', { name: 'Country' }));
    expect(countries.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '\u00a0',
      'Kenya',
      'Tanzania',
    ]);
    expect(countries.getByRole('option', { name: 'None' })).toBeVisible();
    await user.click(countries.getByRole('option', { name: 'Tanzania' }));

    expect(combobox('Country')).toHaveTextContent('Tanzania');
    expect(queryCombobox('Offer')).toBeNull();
    await choose(user, 'Operator', 'Vodacom Tanzania');
    expect(screen.queryByRole('textbox', { name: 'Mobile Number' })).toBeNull();
    await choose(user, 'Offer', 'Mobile Airtime');

    expect(await screen.findByText('+255')).toBeVisible();
    expect(queryCombobox('Amount')).toBeNull();
    await user.type(phoneInput(), '754123456');

    await user.click(combobox('Amount'));
    const amounts = screen.getByRole('listbox', { name: 'Amount' });
    expect(
      within(amounts)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['\u00a0', VODA_2000_LABEL, '5,000 TZS ($2.50)']);
    expect(amounts).toHaveStyle({ maxHeight: '12rem', overflowY: 'auto' });
    expect(screen.queryByText(/Product ID/)).toBeNull();
    expect(goButton()).toBeNull();
    await user.click(within(amounts).getByRole('option', { name: VODA_2000_LABEL }));

    expect(screen.getByText(`Product ID: ${voda2000.productId}`)).toBeVisible();
    expect(goButton()).toBeVisible();
  });

  it('clears the later steps as docs/specification.md#customer-transitions says', async () => {
    stubApi({ [OFFERS]: reply(200, offers) });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());

    await fillVodacom(user);
    // A number entered clears the amount.
    await user.type(phoneInput(), '7');
    expect(combobox('Amount')).toHaveTextContent('Select amount');
    expect(goButton()).toBeNull();

    await choose(user, 'Amount', VODA_2000_LABEL);
    // An offer clears amount and phone.
    await choose(user, 'Offer', 'Mobile Data');
    expect(phoneInput()).toHaveValue('');
    expect(queryCombobox('Amount')).toBeNull();

    // An operator clears offer, amount and phone.
    await user.type(phoneInput(), '754123456');
    await choose(user, 'Operator', 'Yas Tanzania');
    expect(combobox('Offer')).toHaveTextContent('Select offer');
    expect(screen.queryByRole('textbox', { name: 'Mobile Number' })).toBeNull();

    // A country clears operator, offer, amount and phone.
    await choose(user, 'Offer', 'Mobile Airtime');
    await choose(user, 'Country', 'Kenya');
    expect(combobox('Operator')).toHaveTextContent('Select operator');
    expect(queryCombobox('Offer')).toBeNull();

    // The empty entry clears the choice.
    await choose(user, 'Country', 'None');
    expect(combobox('Country')).toHaveTextContent('Select country');
    expect(queryCombobox('Operator')).toBeNull();
  });

  it('works with the keyboard', async () => {
    stubApi({ [OFFERS]: reply(200, offers) });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());

    combobox('Country').focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox('Country')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(combobox('Country')).toHaveTextContent('Tanzania');
    expect(combobox('Country')).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(combobox('Country')).toHaveTextContent('Tanzania');
    expect(combobox('Country')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('TopupForm price preview', () => {
  it('shows the Processing Fee and the Total Fee once an amount is chosen', async () => {
    stubApi({ [OFFERS]: reply(200, offers) });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await choose(user, 'Country', 'Tanzania');
    await choose(user, 'Operator', 'Vodacom Tanzania');
    await choose(user, 'Offer', 'Mobile Airtime');
    await screen.findByText('+255');
    await user.type(phoneInput(), '754123456');
    expect(screen.queryByText('Processing Fee')).toBeNull();

    await choose(user, 'Amount', VODA_2000_LABEL);

    // voda2000: amount 1.00 + serviceCharge 0.53, as /Payment adds them.
    expect(screen.getByText('Processing Fee').nextSibling).toHaveTextContent('$0.53');
    expect(screen.getByText('Total Fee').nextSibling).toHaveTextContent('$1.53');

    await choose(user, 'Amount', '5,000 TZS ($2.50)');
    expect(screen.getByText('Total Fee').nextSibling).toHaveTextContent('$3.03');
  });
});

describe('TopupForm ranged products (Type an amount)', () => {
  const anyAmount = {
    ...voda2000,
    productId: 'tz-voda-any',
    productName: 'TZS Airtime, any amount',
    promotionBonus: '',
    amount: 1.1,
    kind: 'ranged' as const,
    range: { min: 1, max: 50, step: 0.01, destinationPerUsd: 2500, destinationUnit: 'TZS' },
  };
  const QUOTE = 'GET /api/product/quote';

  it('shows the range, then what arrives and the price the server quotes, before paying', async () => {
    const api = stubApi({
      [OFFERS]: reply(200, [...offers, anyAmount]),
      [QUOTE]: reply(200, {
        productId: 'tz-voda-any',
        sent: 12.5,
        receives: { amount: 31250, unit: 'TZS' },
        amount: 13.75,
        serviceCharge: 0.91,
        total: 14.66,
      }),
      [LOOKUP]: reply(200, vodacomAnswer),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await choose(user, 'Country', 'Tanzania');
    await choose(user, 'Operator', 'Vodacom Tanzania');
    await choose(user, 'Offer', 'Mobile Airtime');
    await screen.findByText('+255');
    await user.type(phoneInput(), '754123456');
    await choose(user, 'Amount', 'Type an amount ($1.00 to $50.00)');

    // The field loads with the first ranged offer chosen (TopupForm.tsx).
    const field = await screen.findByRole('textbox', { name: 'Amount to send (USD)' });
    expect(screen.getByText(/Between \$1\.00 and \$50\.00/)).toBeVisible();
    await user.type(field, '75');
    expect(screen.getByText('Type an amount between $1.00 and $50.00')).toBeVisible();
    // Nothing is asked for an amount outside the range.
    expect(api.calls().some((c) => c.url.includes('amount=75'))).toBe(false);

    await user.clear(field);
    await user.type(field, '12.50');
    expect(await screen.findByText('Recipient gets')).toBeVisible();
    expect(screen.getByText('Recipient gets').nextSibling).toHaveTextContent('31,250 TZS');
    expect(screen.getByText('Price in USD').nextSibling).toHaveTextContent('$13.75');
    expect(screen.getByText('Total Fee').nextSibling).toHaveTextContent('$14.66');
    expect(api.calls().map((c) => c.url)).toContainEqual(expect.stringMatching(/amount=12\.50/));

    await user.click(goButton()!);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('typedAmount') ?? 'null')).toEqual({
        productId: 'tz-voda-any',
        amount: '12.50',
      }),
    );
  });

  it('will not go to payment without a valid amount', async () => {
    stubApi({ [OFFERS]: reply(200, [...offers, anyAmount]), [LOOKUP]: reply(200, vodacomAnswer) });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await choose(user, 'Country', 'Tanzania');
    await choose(user, 'Operator', 'Vodacom Tanzania');
    await choose(user, 'Offer', 'Mobile Airtime');
    await screen.findByText('+255');
    await user.type(phoneInput(), '754123456');
    await choose(user, 'Amount', 'Type an amount ($1.00 to $50.00)');
    await user.click(goButton()!);
    expect(alertLine()).toHaveTextContent('Type an amount between $1.00 and $50.00');
  });
});

describe('TopupForm phone entry', () => {
  it('takes digits and plus only and drops a leading 0', async () => {
    stubApi({ [OFFERS]: reply(200, offers) });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await choose(user, 'Country', 'Tanzania');
    await choose(user, 'Operator', 'Vodacom Tanzania');
    await choose(user, 'Offer', 'Mobile Airtime');
    expect(await screen.findByText('+255')).toBeVisible();

    await user.type(phoneInput(), '0754 abc-12');
    expect(phoneInput()).toHaveValue('75412');

    await user.clear(phoneInput());
    await user.paste('(0)754.123.456');
    expect(phoneInput()).toHaveValue('754123456');

    await user.type(phoneInput(), '{Backspace}{Backspace}');
    expect(phoneInput()).toHaveValue('7541234');
  });
});

describe('TopupForm saved choices', () => {
  // The form opened back to the stored top-up waits (suspended) for the stored product's check,
  // which is loaded apart; React's test mode does not render again after such a wait unless it
  // was awaited, so the check is loaded beforehand.
  beforeAll(() => loadStoredSelection());

  const saved = {
    selectedCountry: 'Tanzania',
    selectedOperator: 'Vodacom Tanzania',
    selectedOffer: 'Mobile Airtime',
    selectedAmount: VODA_2000_LABEL,
    phoneNumber: '+255754123456',
  };

  it('restores them and keeps them while the offers load', async () => {
    // Made before the call: the server asks for its answer only once the request arrives.
    let answer: (response: Response) => void = () => undefined;
    const later = new Promise<Response>((resolve) => (answer = resolve));
    stubApi({ [OFFERS]: () => later });
    renderHome(<TopupForm />, saved);

    expect(screen.getByRole('status')).toBeVisible();
    expect(combobox('Country')).toHaveTextContent('Tanzania');
    expect(combobox('Operator')).toHaveTextContent('Vodacom Tanzania');
    expect(combobox('Offer')).toHaveTextContent('Mobile Airtime');
    expect(combobox('Amount')).toHaveTextContent(VODA_2000_LABEL);

    answer(
      new Response(JSON.stringify(offers), { headers: { 'content-type': 'application/json' } }),
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(combobox('Country')).toHaveTextContent('Tanzania');
    expect(combobox('Operator')).toHaveTextContent('Vodacom Tanzania');
    expect(combobox('Offer')).toHaveTextContent('Mobile Airtime');
    expect(await screen.findByText('+255')).toBeVisible();
    expect(phoneInput()).toHaveValue('754123456');
    expect(combobox('Amount')).toHaveTextContent(VODA_2000_LABEL);
    expect(screen.getByText(`Product ID: ${voda2000.productId}`)).toBeVisible();
    expect(goButton()).toBeVisible();
  });

  it('sent home after a cancelled checkout, restores the stored product and number', async () => {
    localStorage.setItem('product', JSON.stringify(voda2000));
    localStorage.setItem('phoneNumber', '+255754123456');
    stubApi({ [OFFERS]: reply(200, offers) });
    renderHome(<TopupForm />, { restoreStoredSelection: true });

    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(combobox('Country')).toHaveTextContent('Tanzania');
    expect(combobox('Operator')).toHaveTextContent('Vodacom Tanzania');
    expect(combobox('Offer')).toHaveTextContent('Mobile Airtime');
    await screen.findByText('+255');
    expect(phoneInput()).toHaveValue('754123456');
    expect(combobox('Amount')).toHaveTextContent(VODA_2000_LABEL);
    expect(goButton()).toBeVisible();
  });

  it('ignores a stored product that is not one, and opens empty on a plain visit', async () => {
    localStorage.setItem('product', '{"productId": 5}');
    localStorage.setItem('phoneNumber', '+255754123456');
    stubApi({ [OFFERS]: reply(200, offers) });
    const { unmount } = renderHome(<TopupForm />, { restoreStoredSelection: true });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(combobox('Country')).toHaveTextContent(/^Select country$/);
    expect(queryCombobox('Operator')).toBeNull();
    unmount();

    localStorage.setItem('product', JSON.stringify(voda2000));
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(combobox('Country')).toHaveTextContent(/^Select country$/);
  });

  it('drops, once the offers are there, a choice they no longer hold', async () => {
    stubApi({ [OFFERS]: reply(200, offers) });
    renderHome(<TopupForm />, { ...saved, selectedAmount: '3,000 TZS ($1.50)' });

    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(combobox('Offer')).toHaveTextContent('Mobile Airtime');
    // The calling code loads lazily; the number shows without it once it is there.
    await screen.findByText('+255');
    expect(phoneInput()).toHaveValue('754123456');
    expect(combobox('Amount')).toHaveTextContent('Select amount');
    expect(goButton()).toBeNull();
  });
});

describe('Go to Payment', () => {
  it('sends a logged-out visitor to /Login with the choices, storing product and number', async () => {
    const api = stubApi({ [OFFERS]: reply(200, offers), [LOOKUP]: reply(200, vodacomAnswer) });
    const user = await filledForm();

    await user.click(goButton()!);

    expect(await screen.findByTestId('location')).toHaveTextContent('/Login');
    expect(destinationState(screen.getByTestId('state'))).toEqual({
      selectedCountry: 'Tanzania',
      selectedOperator: 'Vodacom Tanzania',
      selectedOffer: 'Mobile Airtime',
      selectedAmount: VODA_2000_LABEL,
      phoneNumber: '+255754123456',
    });
    expect(api.requests()).toContainEqual({
      method: 'POST',
      url: '/api/dtone/mobilelookup',
      body: { phoneNumber: '+255754123456', country: 'Tanzania' },
    });
    expect(JSON.parse(localStorage.getItem('product')!)).toEqual(voda2000);
    expect(localStorage.getItem('phoneNumber')).toBe('+255754123456');
    // The wrong-number check is the customer's: not asked for a visitor.
    expect(api.bodies('/api/user/recipients/check-number')).toEqual([]);
    expect(localStorage.getItem('numberCheck')).toBeNull();
  });

  it('sends a logged-in customer to /Payment with the product and prevPath /', async () => {
    localStorage.setItem('loginStatus', 'true');
    stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(200, vodacomAnswer),
      [CHECK]: reply(200, { known: false, savedAs: null }),
    });
    const user = await filledForm();

    await user.click(goButton()!);

    expect(await screen.findByTestId('location')).toHaveTextContent('/Payment');
    expect(destinationState(screen.getByTestId('state'))).toEqual({
      product: voda2000,
      phoneNumber: '+255754123456',
      selectedCountry: 'Tanzania',
      selectedOperator: 'Vodacom Tanzania',
      selectedOffer: 'Mobile Airtime',
      selectedAmount: VODA_2000_LABEL,
      prevPath: '/',
    });
  });

  it("keeps the wrong-number check's answer beside the stored number for /Payment", async () => {
    localStorage.setItem('loginStatus', 'true');
    const api = stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(200, vodacomAnswer),
      [CHECK]: reply(200, { known: true, savedAs: 'Mum' }),
    });
    const user = await filledForm();

    await user.click(goButton()!);

    expect(await screen.findByTestId('location')).toHaveTextContent('/Payment');
    // Asked before going, so /Payment draws the answer at its first render.
    expect(api.bodies('/api/user/recipients/check-number')).toEqual([
      { telenumber: '+255754123456' },
    ]);
    expect(localStorage.getItem('phoneNumber')).toBe('+255754123456');
    expect(storedKnownNumber('+255754123456')).toMatchObject({
      answer: { known: true, savedAs: 'Mum' },
      // Grouped here, where libphonenumber is loaded: /Payment draws it without loading it.
      display: '+255 754 123 456',
    });
    expect(storedKnownNumber('+255754999999')).toBeUndefined();
  });

  it('keeps no answer when the check fails, and still goes to /Payment', async () => {
    localStorage.setItem('loginStatus', 'true');
    stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(200, vodacomAnswer),
      [CHECK]: reply(401, { message: 'Unauthorized' }),
    });
    const user = await filledForm();

    await user.click(goButton()!);

    // /Payment asks again and handles the 401 there (the top-up kept for after the login).
    expect(await screen.findByTestId('location')).toHaveTextContent('/Payment');
    expect(localStorage.getItem('numberCheck')).toBeNull();
    expect(localStorage.getItem('loginStatus')).toBe('true');
  });

  it('stops when the number belongs to another operator', async () => {
    localStorage.setItem('loginStatus', 'true');
    stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(200, {
        valid: true,
        operators: [{ id: 'op-yas-tz', name: 'Yas Tanzania', country: 'Tanzania' }],
      }),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await fillVodacom(user, '654123456');

    await user.click(goButton()!);

    await waitFor(() =>
      expect(alertLine()).toHaveTextContent('This number belongs to Yas Tanzania'),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();
    expect(localStorage.getItem('product')).toBeNull();
  });

  it('shows why beside the Switch button and brings it into view', async () => {
    localStorage.setItem('loginStatus', 'true');
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(200, {
        valid: true,
        operators: [{ id: 'op-yas-tz', name: 'Yas Tanzania', country: 'Tanzania' }],
      }),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await fillVodacom(user, '654123456');
    await user.click(goButton()!);

    const switchButton = await screen.findByRole('button', { name: 'Switch to Yas Tanzania' });
    // The reason, then Switch, then Go to Payment: one after the other, under the number.
    const order = [phoneInput(), alertLine(), switchButton, goButton()!];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1].compareDocumentPosition(order[i])).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(alertLine().nextElementSibling).toContainElement(switchButton);
    expect(alertLine()).toHaveTextContent('This number belongs to Yas Tanzania');
    expect(scrolled.mock.contexts).toContain(alertLine());
  });

  it("switches to the number's operator in one click, keeping the number and the same amount", async () => {
    localStorage.setItem('loginStatus', 'true');
    const yas2000 = { ...yas1000, productId: 'tz-yas-2000', productName: '2,000 TZS', amount: 0.9 };
    const catalogue = [...offers, yas2000];
    const yasAnswer = {
      valid: true,
      operators: [{ id: 'op-yas-tz', name: 'Yas Tanzania', country: 'Tanzania' }],
    };
    stubApi({
      [OFFERS]: reply(200, catalogue),
      [LOOKUP]: reply(200, yasAnswer),
      [CHECK]: reply(200, { known: false, savedAs: null }),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await fillVodacom(user, '654123456');
    await user.click(goButton()!);
    await waitFor(() =>
      expect(alertLine()).toHaveTextContent('This number belongs to Yas Tanzania'),
    );

    await user.click(screen.getByRole('button', { name: 'Switch to Yas Tanzania' }));

    expect(combobox('Operator')).toHaveTextContent('Yas Tanzania');
    expect(combobox('Offer')).toHaveTextContent('Mobile Airtime');
    expect(phoneInput()).toHaveValue('654123456');
    expect(combobox('Amount')).toHaveTextContent('2,000 TZS ($0.90)');
    expect(alertLine()).toHaveTextContent(/^$/);
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();

    await user.click(goButton()!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/Payment');
    expect(destinationState(screen.getByTestId('state'))).toMatchObject({
      product: yas2000,
      phoneNumber: '+255654123456',
    });
  });

  it('switching keeps the number but not an amount the other operator does not sell', async () => {
    stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(200, {
        valid: true,
        operators: [{ id: 'op-yas-tz', name: 'Yas Tanzania', country: 'Tanzania' }],
      }),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await fillVodacom(user, '654123456');
    await user.click(goButton()!);

    await user.click(await screen.findByRole('button', { name: 'Switch to Yas Tanzania' }));

    expect(combobox('Operator')).toHaveTextContent('Yas Tanzania');
    expect(phoneInput()).toHaveValue('654123456');
    expect(combobox('Amount')).toHaveTextContent(/^Select amount$/);
    expect(goButton()).toBeNull();
  });

  it('offers no switch to an operator the site does not sell', async () => {
    stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(200, {
        valid: true,
        operators: [{ id: 'op-halotel', name: 'Halotel', country: 'Tanzania' }],
      }),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await fillVodacom(user, '624123456');
    await user.click(goButton()!);

    await waitFor(() => expect(alertLine()).toHaveTextContent('This number belongs to Halotel'));
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });

  it('stops on an invalid number', async () => {
    stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(200, { valid: false, operators: [] }),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await fillVodacom(user, '75');

    await user.click(goButton()!);

    await waitFor(() => expect(alertLine()).toHaveTextContent('Please enter a valid phone number'));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows a spinner while the lookup runs', async () => {
    stubApi({ [OFFERS]: reply(200, offers), [LOOKUP]: pending });
    const user = await filledForm();

    await user.click(goButton()!);
    expect(screen.getByRole('status')).toBeVisible();
    expect(goButton()).toBeDisabled();
  });

  it('shows the server message of a refused lookup', async () => {
    stubApi({
      [OFFERS]: reply(200, offers),
      [LOOKUP]: reply(429, { message: 'Too many requests, please try again later.' }),
    });
    const user = await filledForm();

    await user.click(goButton()!);

    await waitFor(() =>
      expect(alertLine()).toHaveTextContent('Too many requests, please try again later.'),
    );
    expect(goButton()).toBeEnabled();
  });

  it('on 401 marks the visitor logged out and goes to /Login keeping the choices', async () => {
    localStorage.setItem('loginStatus', 'true');
    stubApi({ [OFFERS]: reply(200, offers), [LOOKUP]: reply(401, { message: 'Unauthorized' }) });
    const user = await filledForm();

    await user.click(goButton()!);

    expect(await screen.findByTestId('location')).toHaveTextContent('/Login');
    expect(localStorage.getItem('loginStatus')).toBe('false');
    expect(destinationState(screen.getByTestId('state'))).toMatchObject({
      selectedCountry: 'Tanzania',
      selectedAmount: VODA_2000_LABEL,
      phoneNumber: '+255754123456',
    });
  });

  it('on 503 goes to /Error503', async () => {
    stubApi({ [OFFERS]: reply(200, offers), [LOOKUP]: reply(503, { message: 'Maintenance' }) });
    const user = await filledForm();

    await user.click(goButton()!);

    expect(await screen.findByTestId('location')).toHaveTextContent('/Error503');
  });
});

describe('TopupForm offers failure', () => {
  it('shows the server message in the error line', async () => {
    stubApi({ [OFFERS]: reply(429, { message: 'Too many requests, please try again later.' }) });
    renderHome(<TopupForm />);

    await waitFor(() =>
      expect(alertLine()).toHaveTextContent('Too many requests, please try again later.'),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('TopupForm amount list: what arrives', () => {
  it('shows what arrives, its validity and the promotion badge with its end in each amount', async () => {
    const promoted = {
      ...voda2000,
      whatArrives: { summary: '2,000 TZS', validity: '30 days', benefits: [] },
      promotion: { title: '20% bonus airtime', terms: '', endsAt: '2026-12-10T23:59:59Z' },
      feeAboveAmount: true,
    };
    stubApi({
      [OFFERS]: reply(
        200,
        offers.map((o) => (o === voda2000 ? promoted : o)),
      ),
    });
    const user = userEvent.setup();
    renderHome(<TopupForm />);
    await choose(user, 'Country', 'Tanzania');
    await choose(user, 'Operator', 'Vodacom Tanzania');
    await choose(user, 'Offer', 'Mobile Airtime');
    await screen.findByText('+255');
    await user.type(phoneInput(), '754123456');
    await user.click(combobox('Amount'));
    // With its badge shown, the promotion's title is not repeated in the amount's label.
    const option = within(screen.getByRole('listbox', { name: 'Amount' })).getByRole('option', {
      name: /^2,000 TZS \(\$1\.00\) Receives/,
    });
    expect(option).toHaveTextContent('Receives 2,000 TZS · valid 30 days');
    expect(within(option).getByTestId('promotion-badge')).toHaveTextContent(
      '20% bonus airtime · ends 10 Dec 2026',
    );
    await user.click(option);
    // A fee larger than the top-up is said before payment.
    expect(screen.getByRole('note')).toHaveTextContent(/Processing Fee is more than this top-up/);
  });
});
