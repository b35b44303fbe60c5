import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, replies, restoreApi, stubApi } from '@/test/api-stub';
import { location } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { stubEventSource } from '@/test/event-source';
import { GAVE_UP_TEXT } from '../utils/order-progress';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const CHECK_PATH = '/api/stripe/checkout-session/cs_test_1/check';
const QUERY = '?productId=tz-voda-2000&phoneNumber=%2B255754123456&session_id=cs_test_1';
const fast = { intervalMs: 5, maxChecks: 30 };

const ORDER_ID = '6bb17f94-1d2c-4e5f-8a9b-0c1d2e3f4a5b';
const order = (status: string) => ({
  orderId: ORDER_ID,
  status,
  productId: 'tz-voda-2000',
  productName: '2,000 TZS',
  phoneNumber: '+255754123456',
  amount: 1.53,
  receives: '2,000 TZS',
  validity: '30 days',
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
  vi.unstubAllGlobals();
});

describe('PaymentSuccessPage', () => {
  it("shows a delivered PIN product's PIN and serial above the receipt", async () => {
    stubApi({
      [`POST ${CHECK_PATH}`]: reply(200, {
        ...order('COMPLETED'),
        productName: '100 ETB Airtime PIN',
        pin: { code: '48213377019245', serial: 'SBX0042' },
      }),
    });
    renderSuccess(QUERY);
    const pin = await screen.findByRole('group', { name: 'Your PIN' });
    expect(pin).toHaveTextContent('48213377019245');
    expect(pin).toHaveTextContent('Serial: SBX0042');
    expect(pin).toHaveTextContent(/Keep it private/);
    expect(screen.getByRole('button', { name: 'Copy PIN' })).toBeVisible();
  });

  it('shows no PIN for a plain top-up', async () => {
    stubApi({ [`POST ${CHECK_PATH}`]: reply(200, order('COMPLETED')) });
    renderSuccess(QUERY);
    await waitFor(() => expect(progress()).toHaveTextContent(/^Delivered$/));
    expect(screen.queryByRole('group', { name: 'Your PIN' })).toBeNull();
  });

  it('says a payment held for review is being checked, and stops asking', async () => {
    const api = stubApi({ [`POST ${CHECK_PATH}`]: reply(200, order('HELD_FOR_REVIEW')) });
    renderSuccess(QUERY);
    await waitFor(() => expect(progress()).toHaveTextContent(/^We are checking this payment\./));
    expect(heading()).toHaveTextContent('Confirming your payment');
    expect(screen.getByText(ORDER_ID)).toBeVisible();
    // What arrives, from the order (docs/specification.md#success-page).
    expect(screen.getByText('They receive')).toBeVisible();
    expect(screen.getByText('2,000 TZS · valid 30 days')).toBeVisible();
    expect(screen.queryByText(GAVE_UP_TEXT())).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.bodies(CHECK_PATH)).toHaveLength(1);
  });

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

    // Nothing is claimed before the server confirms the payment.
    expect(heading()).toHaveTextContent('Confirming your payment');
    expect(progress()).toHaveTextContent('Checking your payment…');
    await waitFor(() => expect(progress()).toHaveTextContent('Payment received'));
    expect(heading()).toHaveTextContent('Topup Payemnet Successful');
    await waitFor(() => expect(progress()).toHaveTextContent('Sending your top-up…'));
    await waitFor(() => expect(progress()).toHaveTextContent(/^Delivered$/));

    expect(heading()).toHaveTextContent('Topup Payemnet Successful');
    expect(screen.getByText('2,000 TZS')).toBeVisible();
    expect(screen.getByText('$1.53')).toBeVisible();
    expect(screen.getByText('+255754123456')).toBeVisible();
    // The order number the receipt mail gives ("Order: …"), whole and copyable.
    expect(screen.getByText('Order')).toBeVisible();
    expect(screen.getByText(ORDER_ID)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy order number' })).toBeVisible();
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

  it('says a late top-up is delayed while it is tried, then shows the operator reference', async () => {
    stubApi({
      [`POST ${CHECK_PATH}`]: replies(
        reply(200, { ...order('SUBMITTED'), delayed: true, operatorReference: null }),
        reply(200, { ...order('SUBMITTED'), delayed: true, operatorReference: null }),
        reply(200, { ...order('COMPLETED'), operatorReference: 'OPR-123' }),
      ),
    });
    renderSuccess(QUERY, { poll: { intervalMs: 200, maxChecks: 30 } });

    const notice = await screen.findByRole('status', { name: 'Delayed top-up' });
    expect(notice).toHaveTextContent('Your top-up is delayed');
    expect(notice).toHaveTextContent('We keep trying');
    await waitFor(() => expect(progress()).toHaveTextContent('Delivered'));
    expect(screen.queryByRole('status', { name: 'Delayed top-up' })).toBeNull();
    expect(screen.getByText('Operator reference')).toBeVisible();
    expect(screen.getByText('OPR-123')).toBeVisible();
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

    expect(await screen.findByText(GAVE_UP_TEXT())).toBeVisible();
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

  it('follows the order live: Delivered shows as soon as the stream says so, not at the next poll', async () => {
    const streams = stubEventSource();
    const api = stubApi({ [`POST ${CHECK_PATH}`]: reply(200, order('PAID')) });
    // Polling alone would not ask again for a minute.
    renderSuccess(QUERY, { poll: { intervalMs: 60_000, maxChecks: 30 } });
    await waitFor(() => expect(progress()).toHaveTextContent('Payment received'));
    expect(streams.map((s) => s.url)).toEqual([`/api/orders/${ORDER_ID}/progress`]);
    const [stream] = streams;

    act(() => {
      stream.open();
      stream.send('progress', order('PAID'));
      stream.send('progress', order('SUBMITTED'));
    });
    expect(progress()).toHaveTextContent('Sending your top-up…');
    act(() => stream.send('progress', order('COMPLETED')));

    expect(progress()).toHaveTextContent(/^Delivered$/);
    expect(stream.closed).toBe(true);
    expect(api.bodies(CHECK_PATH)).toHaveLength(1);
  });

  it('does not poll while the stream is live, and polls again when it drops', async () => {
    const streams = stubEventSource();
    const api = stubApi({ [`POST ${CHECK_PATH}`]: reply(200, order('SUBMITTED')) });
    renderSuccess(QUERY, { poll: { intervalMs: 20, maxChecks: 1000 } });
    await waitFor(() => expect(streams).toHaveLength(1));
    const [stream] = streams;
    act(() => stream.open());
    const whileLive = api.bodies(CHECK_PATH).length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.bodies(CHECK_PATH)).toHaveLength(whileLive);

    act(() => stream.drop());
    await waitFor(() => expect(api.bodies(CHECK_PATH).length).toBeGreaterThan(whileLive + 2));
  });

  it('keeps asking the server to confirm an unconfirmed payment even while the stream is live', async () => {
    const streams = stubEventSource();
    const api = stubApi({
      [`POST ${CHECK_PATH}`]: replies(
        reply(200, order('PENDING_PAYMENT')),
        reply(200, order('PENDING_PAYMENT')),
        reply(200, order('PAID')),
      ),
    });
    renderSuccess(QUERY, { poll: { intervalMs: 20, maxChecks: 1000 } });
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0].open());
    await waitFor(() => expect(progress()).toHaveTextContent('Payment received'));
    expect(api.bodies(CHECK_PATH).length).toBeGreaterThanOrEqual(3);
  });

  it('forgets the stored product and number once the payment went through, not before', async () => {
    localStorage.setItem('product', '{"productId":"tz-voda-2000"}');
    localStorage.setItem('phoneNumber', '+255754123456');
    stubApi({
      [`POST ${CHECK_PATH}`]: replies(
        reply(200, order('PENDING_PAYMENT')),
        reply(200, order('PAID')),
      ),
    });
    renderSuccess(QUERY, { poll: { intervalMs: 50, maxChecks: 30 } });
    await waitFor(() => expect(progress()).toHaveTextContent('Waiting for your payment'));
    expect(localStorage.getItem('phoneNumber')).toBe('+255754123456');

    await waitFor(() => expect(progress()).toHaveTextContent('Payment received'));
    expect(localStorage.getItem('product')).toBeNull();
    expect(localStorage.getItem('phoneNumber')).toBeNull();
  });

  it('opened by hand with productId and phoneNumber, shows no receipt and asks nothing', async () => {
    const api = stubApi({});
    renderSuccess('?productId=tz-voda-2000&phoneNumber=+255754123456');

    expect(heading()).toHaveTextContent('No payment to show');
    expect(screen.queryByText('Topup Payemnet Successful')).not.toBeInTheDocument();
    expect(screen.queryByText('+255754123456')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Topup Transaction' })).toHaveAttribute(
      'href',
      '/Topuptransaction',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls()).toEqual([]);
  });

  it('shows no receipt from the navigation state alone either', async () => {
    const api = stubApi({});
    renderSuccess('', { state: { productId: 'tz-voda-2000', phoneNumber: '+255754999888' } });

    expect(heading()).toHaveTextContent('No payment to show');
    expect(screen.queryByText('+255754999888')).not.toBeInTheDocument();
    expect(api.calls()).toEqual([]);
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
    expect(api.calls()).toEqual([]);
  });
});
