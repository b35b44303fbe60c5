// /Payment with the wrong-number check put in as app/routes/payment.tsx does
// (docs/specification.md#wrong-number-guard): the pay buttons wait for the yes.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentPage } from '@/features/checkout/components/PaymentPage';
import { NumberCheck } from '@/features/recipients/components/NumberCheck';
import { KNOWN_NUMBER_STATE, type NumberCheckProps } from '@/lib/number-check';
import { storeKnownNumber } from '@/lib/stored-number-check';
import { pending, reply, restoreApi, stubApi } from '@/test/api-stub';
import { voda2000 } from '@/test/offers';
import { renderRoute } from '@/test/render';

const numberCheck = (props: NumberCheckProps) => <NumberCheck {...props} />;
const state = { product: voda2000, phoneNumber: '+255754123456', prevPath: '/' };
const answers = (known: boolean) => ({
  'GET /api/product/getOfferById/tz-voda-2000': reply(200, voda2000),
  'POST /api/paypal/token': reply(200, {
    client_token: 'sandbox-1',
    client_id: null,
    mode: 'sandbox',
  }),
  'POST /api/user/recipients/check-number': reply(200, { known, savedAs: null }),
});
const cardButton = () => screen.getByRole('button', { name: 'Credit/Debit' });
/**
 * The wallet asks for its token once the buttons are ready; the test waits for that call, or it
 * would reach the next test after this one's answers are gone.
 */
const walletTokenAsked = (api: ReturnType<typeof stubApi>) =>
  expect.poll(() => api.requests().some((r) => r.url === '/api/paypal/token')).toBe(true);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('loginStatus', 'true');
});
afterEach(() => restoreApi());

describe('/Payment with the wrong-number check', () => {
  it('holds the card button until a new number is confirmed', async () => {
    const api = stubApi(answers(false));
    renderRoute(<PaymentPage numberCheck={numberCheck} />, { path: '/Payment', state });
    const confirm = await screen.findByRole('checkbox', { name: 'Yes, this is the right number' });
    expect(cardButton()).toBeDisabled();
    expect(screen.getByText('Confirm the number above to pay.')).toBeVisible();
    await userEvent.click(confirm);
    expect(cardButton()).toBeEnabled();
    expect(screen.queryByText('Confirm the number above to pay.')).toBeNull();
    await walletTokenAsked(api);
  });

  it('lets a known number and a repeat pay at once', async () => {
    const known = stubApi(answers(true));
    renderRoute(<PaymentPage numberCheck={numberCheck} />, { path: '/Payment', state });
    await expect.poll(() => cardButton().hasAttribute('disabled')).toBe(false);
    await walletTokenAsked(known);
    restoreApi();
    const repeat = stubApi(answers(false));
    renderRoute(<PaymentPage numberCheck={numberCheck} />, {
      path: '/Payment',
      state: { ...state, ...KNOWN_NUMBER_STATE },
    });
    await expect
      .poll(() =>
        screen.getAllByRole('button', { name: 'Credit/Debit' })[1]?.hasAttribute('disabled'),
      )
      .toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Yes, this is the right number' })).toBeNull();
    await walletTokenAsked(repeat);
  });

  it("asks at the first render with the answer Go to Payment kept, before the server's", async () => {
    storeKnownNumber(
      state.phoneNumber,
      { known: false, savedAs: null },
      Date.now(),
      '+255 754 123 456',
    );
    const api = stubApi({ ...answers(false), 'POST /api/user/recipients/check-number': pending });
    renderRoute(<PaymentPage numberCheck={numberCheck} />, { path: '/Payment', state });
    // No waiting: the question is drawn, shown, at the first render (the page's largest paint).
    const question = screen.getByRole('group', { name: 'Is this the right number?' });
    expect(question).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Yes, this is the right number' }),
    ).not.toBeChecked();
    await expect
      .poll(() => api.requests().some((r) => r.url === '/api/user/recipients/check-number'))
      .toBe(true);
    expect(await screen.findByRole('button', { name: 'Credit/Debit' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Yes, this is the right number' }));
    expect(cardButton()).toBeEnabled();
    await walletTokenAsked(api);
  });

  it('draws no question for a kept known number', async () => {
    storeKnownNumber(state.phoneNumber, { known: true, savedAs: null });
    const api = stubApi({ ...answers(false), 'POST /api/user/recipients/check-number': pending });
    renderRoute(<PaymentPage numberCheck={numberCheck} />, { path: '/Payment', state });
    expect(screen.queryByTestId('number-to-confirm')).toBeNull();
    await expect.poll(() => cardButton().hasAttribute('disabled')).toBe(false);
    await expect
      .poll(() => api.requests().some((r) => r.url === '/api/user/recipients/check-number'))
      .toBe(true);
    await walletTokenAsked(api);
  });
});
