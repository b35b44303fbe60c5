import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reply, replies, restoreApi, stubApi } from '../../../test/api-stub';
import { location } from '../../../test/queries';
import { renderRoute } from '../../../test/render';
import { voda2000 } from '../../catalog/test/offers';
import { GAVE_UP_TEXT } from '../utils/order-progress';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const CHECK_PATH = '/api/stripe/checkout-session/cs_test_1/check';
const QUERY = '?productId=tz-voda-2000&phoneNumber=%2B255754123456&session_id=cs_test_1';
const fast = { intervalMs: 5, maxChecks: 30 };

const order = (status: string) => ({
  status,
  productId: 'tz-voda-2000',
  productName: '2,000 TZS',
  phoneNumber: '+255754123456',
  amount: 1.53,
});

function renderSuccess(search: string, options: { state?: unknown; poll?: typeof fast } = {}) {
  return renderRoute(<PaymentSuccessPage poll={options.poll ?? fast} />, {
    path: '/payementSuccess',
    search,
    state: options.state,
  });
}

const heading = () => screen.getByRole('heading', { level: 1 });
const progress = () => screen.getByRole('status', { name: 'Order progress' });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('loginStatus', 'true');
});

afterEach(() => {
  restoreApi();
});

describe('PaymentSuccessPage', () => {
  it('checks the card session and follows the order until it is delivered', async () => {
    const api = stubApi({
      [`POST ${CHECK_PATH}`]: replies(
        reply(200, order('PAID')),
        reply(200, order('SUBMITTED')),
        reply(200, order('SUBMITTED')),
        reply(200, order('COMPLETED')),
      ),
    });
    renderSuccess(QUERY, { poll: { intervalMs: 100, maxChecks: 30 } });

    expect(heading()).toHaveTextContent('Topup Payemnet Successful');
    expect(progress()).toHaveTextContent('Checking your payment…');
    await waitFor(() => expect(progress()).toHaveTextContent('Payment received'));
    await waitFor(() => expect(progress()).toHaveTextContent('Sending your top-up…'));
    await waitFor(() => expect(progress()).toHaveTextContent(/^Delivered$/));

    expect(heading()).toHaveTextContent('Topup Payemnet Successful');
    expect(screen.getByText('2,000 TZS')).toBeVisible();
    expect(screen.getByText('$1.53')).toBeVisible();
    expect(screen.getByText('+255754123456')).toBeVisible();
    // It stops asking once the order settled.
    const checks = api.bodies(CHECK_PATH).length;
    expect(checks).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.bodies(CHECK_PATH)).toHaveLength(checks);
  });

  it('after a wallet payment, checks the wallet order from the navigation state and follows it', async () => {
    const api = stubApi({
      'POST /api/paypal/SBX-1/check': replies(
        reply(200, order('PAID')),
        reply(200, order('COMPLETED')),
      ),
    });
    renderSuccess('', {
      state: { productId: 'tz-voda-2000', phoneNumber: '+255754123456', walletOrderId: 'SBX-1' },
    });

    await waitFor(() => expect(progress()).toHaveTextContent(/^Delivered$/));
    expect(api.bodies('/api/paypal/SBX-1/check')).toHaveLength(2);
    expect(screen.getByText('2,000 TZS')).toBeVisible();
  });

  it('says clearly when the top-up failed and the payment was refunded', async () => {
    stubApi({
      [`POST ${CHECK_PATH}`]: replies(
        reply(200, order('SUBMITTED')),
        reply(200, order('FAILED')),
        reply(200, order('REFUNDED')),
      ),
    });
    renderSuccess(QUERY);

    await waitFor(() =>
      expect(progress()).toHaveTextContent('The top-up failed; your payment has been refunded'),
    );
    expect(heading()).toHaveTextContent('Topup Failed');
  });

  it('stops asking after its limit and says what happens next', async () => {
    const api = stubApi({ [`POST ${CHECK_PATH}`]: reply(200, order('SUBMITTED')) });
    renderSuccess(QUERY, { poll: { intervalMs: 5, maxChecks: 3 } });

    expect(await screen.findByText(GAVE_UP_TEXT)).toBeVisible();
    expect(api.bodies(CHECK_PATH)).toHaveLength(3);
    expect(progress()).toHaveTextContent('Sending your top-up…');
    expect(screen.getByRole('link', { name: 'Topup Transaction' })).toHaveAttribute(
      'href',
      '/Topuptransaction',
    );
  });

  it("shows the server's message when the session is not the customer's", async () => {
    stubApi({ [`POST ${CHECK_PATH}`]: reply(404, { message: 'Order not found' }) });
    renderSuccess(QUERY);
    expect(
      await screen.findByText('We could not check this payment: Order not found'),
    ).toBeVisible();
  });

  it('without a session, shows the product and amount plus service charge from the query', async () => {
    const api = stubApi({
      'GET /api/product/getOfferById/tz-voda-2000': reply(200, voda2000),
    });
    renderSuccess('?productId=tz-voda-2000&phoneNumber=+255754123456');

    expect(await screen.findByText('$1.53')).toBeVisible();
    expect(screen.getByText('2,000 TZS')).toBeVisible();
    // An unencoded '+' reads as a space; the number keeps its plus.
    expect(screen.getByText('+255754123456')).toBeVisible();
    expect(heading()).toHaveTextContent('Topup Payemnet Successful');
    expect(screen.queryByRole('status', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(api.requests().map((r) => r.url)).toEqual(['/api/product/getOfferById/tz-voda-2000']);
  });

  it('reads productId and phoneNumber from the navigation state', async () => {
    stubApi({ 'GET /api/product/getOfferById/tz-voda-2000': reply(200, voda2000) });
    renderSuccess('', { state: { productId: 'tz-voda-2000', phoneNumber: '+255754999888' } });

    expect(await screen.findByText('+255754999888')).toBeVisible();
    expect(screen.getByText('$1.53')).toBeVisible();
  });

  it('has Home and Back', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderSuccess('');

    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // Opened first (e.g. back from the card checkout): Back leads home.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/');
  });

  it('sends a logged-out visitor to /Login', () => {
    localStorage.setItem('loginStatus', 'false');
    const api = stubApi({});
    renderSuccess(QUERY);
    expect(location()).toBe('/Login');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
