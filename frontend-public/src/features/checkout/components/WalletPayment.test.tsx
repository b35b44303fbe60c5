import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, replies, restoreApi, stubApi } from '@/test/api-stub';
import { location, locationState } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { voda2000 } from '@/test/offers';
import { PaymentPage } from './PaymentPage';
import { WALLET_UNAVAILABLE } from '@/components/wallet/wallet-answers';

// The wallet top-up on /Payment (docs/specification.md#customer-transitions and #customer-errors),
// in the sandbox: the local
// wallet button drives the same endpoints as PayPal's buttons.

const OFFER = { 'GET /api/product/getOfferById/tz-voda-2000': reply(200, voda2000) };
const TOKEN = 'POST /api/paypal/token';
const ORDERS = 'POST /api/paypal/orders';
const CAPTURE = 'POST /api/paypal/SBX-1/capture';
const APPROVE = 'POST /sandbox/paypal/orders/SBX-1/approve';
const sandboxToken = reply(200, { client_token: 'sandbox-1', client_id: null, mode: 'sandbox' });

const captured = (status: string, orderId = 'ord-1') => ({
  id: 'SBX-1',
  status: 'COMPLETED',
  purchase_units: [{ payments: { captures: [{ id: 'CAP-1', status }] } }],
  orderId,
});
const refused = (issue: string) => ({
  details: [{ issue, description: `${issue} described` }],
  debug_id: 'dbg-1',
});

const state = { product: voda2000, phoneNumber: '+255754123456', prevPath: '/' };

function renderPayment() {
  localStorage.setItem('loginStatus', 'true');
  return renderRoute(<PaymentPage />, {
    path: '/Payment',
    history: ['/'],
    state,
    onlyAtPath: true,
  });
}

const walletButton = () => screen.findByRole('button', { name: 'PayPal Sandbox' });

async function payByWallet(choice: 'Approve' | 'Decline' = 'Approve') {
  const user = userEvent.setup();
  await user.click(await walletButton());
  const dialog = await screen.findByRole('dialog', { name: /Sandbox wallet/ });
  await user.click(within(dialog).getByRole('button', { name: choice }));
  return user;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
});

// Dialogs and several calls per test: generous on a busy machine.
describe('/Payment wallet', { timeout: 20_000 }, () => {
  it("completed: 'Transaction completed', OK leads to /payementSuccess with the product and number", async () => {
    const api = stubApi({
      ...OFFER,
      [TOKEN]: sandboxToken,
      [ORDERS]: reply(201, { id: 'SBX-1' }),
      [APPROVE]: reply(200, {}),
      [CAPTURE]: reply(200, captured('COMPLETED')),
    });
    renderPayment();

    const user = await payByWallet();
    const done = await screen.findByRole('dialog', { name: 'Transaction completed' });
    expect(api.bodies('/api/paypal/orders')).toEqual([
      { cart: { productId: 'tz-voda-2000', telenumber: '+255754123456' } },
    ]);
    expect(api.bodies('/api/paypal/SBX-1/capture')).toEqual([{}]);
    // The button is gone once there is an outcome.
    expect(screen.queryByRole('button', { name: 'PayPal Sandbox' })).not.toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(location()).toBe('/payementSuccess');
    expect(locationState()).toEqual({
      productId: 'tz-voda-2000',
      phoneNumber: '+255754123456',
      walletOrderId: 'SBX-1',
    });
  });

  it("a capture that did not complete leads to /PayementFailed with 'Transaction declined'", async () => {
    stubApi({
      ...OFFER,
      [TOKEN]: sandboxToken,
      [ORDERS]: reply(201, { id: 'SBX-1' }),
      'POST /sandbox/paypal/orders/SBX-1/decline': reply(200, {}),
      [CAPTURE]: reply(200, captured('DECLINED')),
    });
    renderPayment();

    await payByWallet('Decline');
    await waitFor(() => expect(location()).toBe('/PayementFailed'));
    expect(locationState()).toEqual({ message: 'Transaction declined' });
  });

  it("an order the server refuses leads to /PayementFailed with 'Could not initiate PayPal Checkout..'", async () => {
    const user = userEvent.setup();
    stubApi({
      ...OFFER,
      [TOKEN]: sandboxToken,
      [ORDERS]: reply(422, refused('CURRENCY_NOT_SUPPORTED')),
    });
    renderPayment();

    await user.click(await walletButton());
    await waitFor(() => expect(location()).toBe('/PayementFailed'));
    expect(locationState()).toEqual({ message: 'Could not initiate PayPal Checkout..' });
  });

  it('a top-up over a risk limit (403) says why on the payment page and goes nowhere', async () => {
    const user = userEvent.setup();
    const why =
      'This phone number has received the most top-ups allowed in one day. Please try again tomorrow.';
    stubApi({
      ...OFFER,
      [TOKEN]: sandboxToken,
      [ORDERS]: reply(403, { statusCode: 403, message: why }),
    });
    renderPayment();

    await user.click(await walletButton());
    expect(await screen.findByText(why)).toBeVisible();
    expect(screen.queryByTestId('location')).toBeNull(); // no navigation (to /PayementFailed)
    // The wallet stays: another choice may fit the limits.
    expect(await walletButton()).toBeVisible();
  });

  it("a capture refused by the gateway says 'Sorry, your transaction could not be processed...' and hides the button", async () => {
    stubApi({
      ...OFFER,
      [TOKEN]: sandboxToken,
      [ORDERS]: reply(201, { id: 'SBX-1' }),
      [APPROVE]: reply(200, {}),
      [CAPTURE]: reply(422, refused('ORDER_NOT_APPROVED')),
    });
    renderPayment();

    await payByWallet();
    expect(
      await screen.findByText('Sorry, your transaction could not be processed...'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Topup Summary' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'PayPal Sandbox' })).not.toBeInTheDocument();
    // The card stays possible.
    expect(screen.getByRole('button', { name: 'Credit/Debit' })).toBeEnabled();
  });

  it('INSTRUMENT_DECLINED lets the payer choose again', async () => {
    stubApi({
      ...OFFER,
      [TOKEN]: sandboxToken,
      [ORDERS]: reply(201, { id: 'SBX-1' }),
      [APPROVE]: reply(200, {}),
      [CAPTURE]: replies(
        reply(422, refused('INSTRUMENT_DECLINED')),
        reply(200, captured('COMPLETED')),
      ),
    });
    renderPayment();

    const user = await payByWallet();
    const again = await screen.findByRole('dialog', { name: /Sandbox wallet/ });
    expect(await within(again).findByText(/Please choose again/)).toBeVisible();
    await user.click(within(again).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: 'Transaction completed' })).toBeVisible();
  });

  it('a capture that answers no transaction says the transaction could not be processed', async () => {
    stubApi({
      ...OFFER,
      [TOKEN]: sandboxToken,
      [ORDERS]: reply(201, { id: 'SBX-1' }),
      [APPROVE]: reply(200, {}),
      [CAPTURE]: reply(200, { id: 'SBX-1', status: 'COMPLETED', purchase_units: [{}] }),
    });
    renderPayment();
    await payByWallet();
    expect(
      await screen.findByText('Sorry, your transaction could not be processed...'),
    ).toBeVisible();
  });

  it('token 401: the login flag is cleared and the visitor goes to /Login', async () => {
    stubApi({ ...OFFER, [TOKEN]: reply(401, { message: 'Unauthorized' }) });
    renderPayment();
    await waitFor(() => expect(location()).toBe('/Login'));
    expect(localStorage.getItem('loginStatus')).toBe('false');
    expect(locationState()).toMatchObject({ phoneNumber: '+255754123456' });
  });

  it.each([
    [503, '/Error503'],
    [500, '/Error500'],
  ])('token %i goes to %s', async (status, target) => {
    stubApi({ ...OFFER, [TOKEN]: reply(status, { message: 'x' }) });
    renderPayment();
    await waitFor(() => expect(location()).toBe(target));
  });

  it('a capture answering 401 sends the visitor to /Login', async () => {
    stubApi({
      ...OFFER,
      [TOKEN]: sandboxToken,
      [ORDERS]: reply(201, { id: 'SBX-1' }),
      [APPROVE]: reply(200, {}),
      [CAPTURE]: reply(401, { message: 'Unauthorized' }),
    });
    renderPayment();
    await payByWallet();
    await waitFor(() => expect(location()).toBe('/Login'));
  });

  it('another token failure says the wallet is not available, and logs it: the card stays', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ ...OFFER, [TOKEN]: reply(502, { message: 'Bad gateway' }) });
    renderPayment();
    expect(await screen.findByText(WALLET_UNAVAILABLE())).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Credit/Debit' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'PayPal Sandbox' })).not.toBeInTheDocument();
  });
});
