import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pending, reply, restoreApi, stubApi } from '@/test/api-stub';
import { location, locationState } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { VODA_2000_LABEL, voda2000 } from '@/test/offers';
import { assignLocation } from '@/lib/browser';
import { activateLanguage, t } from '@/i18n/i18n';
import { PaymentPage } from './PaymentPage';

vi.mock('@/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/browser')>()),
  assignLocation: vi.fn(),
}));

const OFFER_PATH = '/api/product/getOfferById/tz-voda-2000';
// The wallet's token: every screen test of /Payment meets it once the price is on screen.
const SANDBOX_TOKEN = {
  'POST /api/paypal/token': reply(200, {
    client_token: 'sandbox-1',
    client_id: null,
    mode: 'sandbox',
  }),
};
const CHECKOUT_PATH = '/api/stripe/create-checkout-session';

const homeState = {
  product: voda2000,
  phoneNumber: '+255754123456',
  selectedCountry: 'Tanzania',
  selectedOperator: 'Vodacom Tanzania',
  selectedOffer: 'Mobile Airtime',
  selectedAmount: VODA_2000_LABEL,
  prevPath: '/',
};

function logIn() {
  localStorage.setItem('loginStatus', 'true');
}

function renderPayment(state: unknown = homeState) {
  return renderRoute(<PaymentPage />, {
    path: '/Payment',
    history: ['/'],
    state,
    onlyAtPath: true,
  });
}

const cardButton = () => screen.getByRole('button', { name: t('pay.card') });
const summary = () => screen.getByRole('table', { name: 'Topup summary' });
const row = (name: RegExp) => within(summary()).getByRole('row', { name });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(assignLocation).mockClear();
});

afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
});

describe('PaymentPage', () => {
  it('sends a logged-out visitor to /Login with the product and the choices', () => {
    const api = stubApi({});
    renderPayment();

    expect(location()).toBe('/Login');
    expect(locationState()).toEqual({
      product: voda2000,
      phoneNumber: '+255754123456',
      selectedCountry: 'Tanzania',
      selectedOperator: 'Vodacom Tanzania',
      selectedOffer: 'Mobile Airtime',
      selectedAmount: VODA_2000_LABEL,
    });
    expect(api.calls()).toEqual([]);
  });

  it("shows the summary with the server's price; Total Fee is summed in cents", async () => {
    logIn();
    // The server's price changed since the home page: 19.99 + 1.1 (floats give 21.089999…).
    const fresh = { ...voda2000, amount: 19.99, serviceCharge: 1.1 };
    stubApi({ ...SANDBOX_TOKEN, [`GET ${OFFER_PATH}`]: reply(200, fresh) });
    renderPayment();

    expect(screen.getByRole('heading', { level: 1, name: 'Topup Summary' })).toBeVisible();
    for (const header of ['Recipent Number', 'Type', 'Recipent amount', 'Price in USD']) {
      expect(within(summary()).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await waitFor(() => expect(row(/Total Fee/)).toHaveTextContent('$21.09'));
    expect(row(/\+255754123456/)).toHaveTextContent(
      '+255754123456Airtime2,000 TZS 20% bonus airtime$19.99',
    );
    expect(row(/Processing Fee/)).toHaveTextContent('$1.10');
    expect(JSON.parse(localStorage.getItem('product') ?? 'null')).toEqual(fresh);
    expect(localStorage.getItem('phoneNumber')).toBe('+255754123456');
  });

  it('adds amount and fee as cents (0.1 + 0.2 is 0.30, not 0.30000000000000004)', async () => {
    logIn();
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, { ...voda2000, amount: 0.1, serviceCharge: 0.2 }),
    });
    renderPayment();
    await waitFor(() => expect(row(/Total Fee/)).toHaveTextContent(/^Total Fee\$0\.30$/));
  });

  it('uses the product and number stored by the home page when opened without state', async () => {
    logIn();
    localStorage.setItem('product', JSON.stringify(voda2000));
    localStorage.setItem('phoneNumber', '+255754000111');
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, { ...voda2000, subService: null }),
    });
    renderPayment(null);

    expect(row(/Total Fee/)).toHaveTextContent('$1.53');
    // Without a subService (the server's answer) the Type is the service.
    await waitFor(() =>
      expect(row(/\+255754000111/)).toHaveTextContent('+255754000111Mobile2,000 TZS'),
    );
  });

  it('says so when nothing was chosen', () => {
    logIn();
    stubApi({});
    renderPayment(null);
    expect(screen.getByText(/No top-up selected yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Credit/Debit' })).not.toBeInTheDocument();
  });

  it("pays by card: creates the checkout session and goes to the session's url", async () => {
    logIn();
    const api = stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, voda2000),
      [`POST ${CHECKOUT_PATH}`]: reply(201, { url: '/sandbox/checkout/cs_test_1' }),
    });
    const user = userEvent.setup();
    renderPayment();

    await waitFor(() => expect(cardButton()).toBeEnabled());
    await user.click(cardButton());

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/sandbox/checkout/cs_test_1'));
    expect(api.bodies(CHECKOUT_PATH)).toEqual([
      { productId: 'tz-voda-2000', telenumber: '+255754123456' },
    ]);
    // The button stays busy while the browser leaves.
    expect(cardButton()).toBeDisabled();
  });

  it('a ranged product: prices the typed amount, shows what arrives, sends the amount to checkout', async () => {
    logIn();
    const anyAmount = {
      ...voda2000,
      productId: 'tz-voda-any',
      productName: 'TZS Airtime, any amount',
      promotionBonus: '',
      amount: 1.1,
      kind: 'ranged' as const,
      range: { min: 1, max: 50, step: 0.01, destinationPerUsd: 2500, destinationUnit: 'TZS' },
    };
    localStorage.setItem(
      'typedAmount',
      JSON.stringify({ productId: 'tz-voda-any', amount: '12.50' }),
    );
    const api = stubApi({
      ...SANDBOX_TOKEN,
      'GET /api/product/getOfferById/tz-voda-any': reply(200, anyAmount),
      'GET /api/product/quote': reply(200, {
        productId: 'tz-voda-any',
        sent: 12.5,
        receives: { amount: 31250, unit: 'TZS' },
        amount: 13.75,
        serviceCharge: 0.91,
        total: 14.66,
      }),
      [`POST ${CHECKOUT_PATH}`]: reply(201, { url: '/sandbox/checkout/cs_test_2' }),
    });
    const user = userEvent.setup();
    renderPayment({ ...homeState, product: anyAmount });

    await waitFor(() => expect(row(/Total Fee/)).toHaveTextContent('$14.66'));
    expect(row(/\+255754123456/)).toHaveTextContent('31,250 TZS$13.75');
    expect(row(/Processing Fee/)).toHaveTextContent('$0.91');
    await waitFor(() => expect(cardButton()).toBeEnabled());
    await user.click(cardButton());
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/sandbox/checkout/cs_test_2'));
    expect(api.bodies(CHECKOUT_PATH)).toEqual([
      { productId: 'tz-voda-any', telenumber: '+255754123456', amount: 12.5 },
    ]);
  });

  it('a ranged product without a typed amount (or one typed for another product) says so and offers no payment', async () => {
    logIn();
    localStorage.setItem('typedAmount', JSON.stringify({ productId: 'other', amount: '12.50' }));
    const anyAmount = {
      ...voda2000,
      productId: 'tz-voda-any',
      kind: 'ranged' as const,
      range: { min: 1, max: 50, step: 0.01, destinationPerUsd: 2500, destinationUnit: 'TZS' },
    };
    stubApi({
      ...SANDBOX_TOKEN,
      'GET /api/product/getOfferById/tz-voda-any': reply(200, anyAmount),
    });
    renderPayment({ ...homeState, product: anyAmount });
    expect(
      await screen.findByText(/Type an amount between \$1\.00 and \$50\.00: go Back/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Credit/Debit' })).toBeNull();
  });

  it('back from the card checkout (back-forward cache), keeps the selection and the buttons work again', async () => {
    logIn();
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, voda2000),
      [`POST ${CHECKOUT_PATH}`]: reply(201, { url: '/sandbox/checkout/cs_test_1' }),
    });
    const user = userEvent.setup();
    renderPayment();
    await waitFor(() => expect(cardButton()).toBeEnabled());
    await user.click(cardButton());
    await waitFor(() => expect(cardButton()).toBeDisabled());

    // The browser shows the page again as it was left.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

    await waitFor(() => expect(cardButton()).toBeEnabled());
    expect(row(/\+255754123456/)).toBeVisible();
  });

  it('shows a spinner while the session is being created', async () => {
    logIn();
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, voda2000),
      [`POST ${CHECKOUT_PATH}`]: pending,
    });
    const user = userEvent.setup();
    renderPayment();

    await waitFor(() => expect(cardButton()).toBeEnabled());
    await user.click(cardButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Opening the secure card checkout');
    expect(cardButton()).toBeDisabled();
    expect(cardButton()).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the accepted brands with PayPal, then the wallet after "or", loading nothing from outside', async () => {
    logIn();
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, voda2000),
      'POST /api/paypal/token': reply(200, {
        client_token: 'sandbox-1',
        client_id: null,
        mode: 'sandbox',
      }),
    });
    renderPayment();

    await waitFor(() => expect(cardButton()).toBeEnabled());
    const brands = screen.getByRole('list', { name: 'Accepted payment methods' });
    for (const brand of [
      'American Express',
      'Diners Club',
      'JCB',
      'PayPal',
      'Visa',
      'Mastercard',
    ]) {
      expect(within(brands).getByRole('img', { name: brand })).toBeInTheDocument();
    }
    expect(screen.getByText('Pay with')).toBeVisible();
    expect(screen.getByText('or')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'PayPal Sandbox' })).toBeEnabled();
    expect(document.querySelector('script[src], img[src^="http"]')).toBeNull();
  });

  it("says 'Product Not Available!' when checkout answers 404", async () => {
    logIn();
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, voda2000),
      [`POST ${CHECKOUT_PATH}`]: reply(404, { message: 'Product Not Available!' }),
    });
    const user = userEvent.setup();
    renderPayment();

    await waitFor(() => expect(cardButton()).toBeEnabled());
    await user.click(cardButton());

    expect(await screen.findByText('Product Not Available!')).toBeVisible();
    expect(assignLocation).not.toHaveBeenCalled();
    expect(cardButton()).toBeEnabled();
  });

  it("shows the server's message on 400", async () => {
    logIn();
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, voda2000),
      [`POST ${CHECKOUT_PATH}`]: reply(400, { message: 'Please enter a valid phone number' }),
    });
    const user = userEvent.setup();
    renderPayment();

    await waitFor(() => expect(cardButton()).toBeEnabled());
    await user.click(cardButton());
    expect(await screen.findByText('Please enter a valid phone number')).toBeVisible();
  });

  // The API answers English; the page shows the refusal in its own language
  // (docs/decisions.md#server-texts-are-translated-by-the-site).
  const NEW_ACCOUNT_LIMIT =
    'New accounts can only buy a limited amount of top-ups in their first day. Please choose a smaller amount or try again tomorrow.';
  const NUMBER_LIMIT =
    'This phone number has received the most top-ups allowed in one day. Please try again tomorrow.';
  it.each([
    ['en', NEW_ACCOUNT_LIMIT, NEW_ACCOUNT_LIMIT],
    [
      'fr',
      NUMBER_LIMIT,
      'Ce numéro a déjà reçu le nombre maximal de recharges autorisé en une journée. Veuillez réessayer demain.',
    ],
    [
      'am',
      NUMBER_LIMIT,
      'ይህ የስልክ ቁጥር በአንድ ቀን የሚፈቀደውን ከፍተኛ የአየር ሰዓት ብዛት ተቀብሏል። እባክዎ ነገ እንደገና ይሞክሩ።',
    ],
  ] as const)(
    "shows why a top-up over a risk limit (403) is refused, in the page's language (%s), and stays on the page",
    async (language, sent, why) => {
      await activateLanguage(language);
      logIn();
      stubApi({
        ...SANDBOX_TOKEN,
        [`GET ${OFFER_PATH}`]: reply(200, voda2000),
        [`POST ${CHECKOUT_PATH}`]: reply(403, { statusCode: 403, message: sent }),
      });
      const user = userEvent.setup();
      renderPayment();

      await waitFor(() => expect(cardButton()).toBeEnabled());
      await user.click(cardButton());
      expect(await screen.findByText(why)).toBeVisible();
      expect(assignLocation).not.toHaveBeenCalled();
      expect(cardButton()).toBeEnabled();
    },
  );

  it("goes to /Error500 with an alert of the server's message on 500", async () => {
    logIn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, voda2000),
      [`POST ${CHECKOUT_PATH}`]: reply(500, { message: 'Stripe is unreachable' }),
    });
    const user = userEvent.setup();
    renderPayment();

    await waitFor(() => expect(cardButton()).toBeEnabled());
    await user.click(cardButton());

    await waitFor(() => expect(location()).toBe('/Error500'));
    expect(alert).toHaveBeenCalledWith('Stripe is unreachable');
  });

  it('goes to /Error503 while the storefront is switched off', async () => {
    logIn();
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, voda2000),
      [`POST ${CHECKOUT_PATH}`]: reply(503, { message: 'Service Unavailable' }),
    });
    const user = userEvent.setup();
    renderPayment();

    await waitFor(() => expect(cardButton()).toBeEnabled());
    await user.click(cardButton());
    await waitFor(() => expect(location()).toBe('/Error503'));
  });

  it('says top-ups are paused and offers no payment while the storefront is switched off', async () => {
    logIn();
    const api = stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, voda2000),
      'GET /api/storefront': reply(200, { open: false }),
    });
    renderPayment();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Top-ups are paused for a moment; please come back soon',
    );
    await waitFor(() => expect(row(/Total Fee/)).toHaveTextContent('$1.53'));
    expect(screen.queryByRole('button', { name: 'Credit/Debit' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pay with' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(api.bodies(CHECKOUT_PATH)).toEqual([]);
  });

  it('on 401 clears the login flag and goes to /Login keeping the choices', async () => {
    logIn();
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(200, voda2000),
      [`POST ${CHECKOUT_PATH}`]: reply(401, { message: 'Unauthorized' }),
    });
    const user = userEvent.setup();
    renderPayment();

    await waitFor(() => expect(cardButton()).toBeEnabled());
    await user.click(cardButton());

    await waitFor(() => expect(location()).toBe('/Login'));
    expect(localStorage.getItem('loginStatus')).toBe('false');
    expect(locationState()).toMatchObject({
      phoneNumber: '+255754123456',
      selectedAmount: VODA_2000_LABEL,
    });
  });

  it("says 'Product Not Available!' and offers no payment when the product is gone", async () => {
    logIn();
    stubApi({
      ...SANDBOX_TOKEN,
      [`GET ${OFFER_PATH}`]: reply(404, { message: 'Product Not Available!' }),
    });
    renderPayment();

    expect(await screen.findByText('Product Not Available!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Credit/Debit' })).not.toBeInTheDocument();
  });

  it('Back returns to the previous path with the state', async () => {
    logIn();
    stubApi({ ...SANDBOX_TOKEN, [`GET ${OFFER_PATH}`]: reply(200, voda2000) });
    const user = userEvent.setup();
    renderPayment({ ...homeState, prevPath: '/Topuptransaction' });

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(location()).toBe('/Topuptransaction');
    expect(locationState()).toEqual({ ...homeState, prevPath: '/Topuptransaction' });
  });

  it('opened from the stored pair (Try again), Back shows that top-up on the home form', async () => {
    logIn();
    localStorage.setItem('product', JSON.stringify(voda2000));
    localStorage.setItem('phoneNumber', '+255754123456');
    stubApi({ ...SANDBOX_TOKEN, [`GET ${OFFER_PATH}`]: reply(200, voda2000) });
    const user = userEvent.setup();
    renderPayment(null);

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(location()).toBe('/');
    expect(locationState()).toEqual({ restoreStoredSelection: true });
  });
});
