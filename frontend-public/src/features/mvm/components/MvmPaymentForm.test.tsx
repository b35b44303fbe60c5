import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, restoreApi, stubApi } from '@/test/api-stub';
import { location } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { assignLocation } from '@/lib/browser';
import { COURSES, PROJECT_TYPES } from '../api/mvm-payment-form';
import { MvmPaymentPage } from './MvmPaymentPage';

vi.mock('@/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/browser')>()),
  assignLocation: vi.fn(),
}));

// PayPal's React wrapper would load PayPal's script: the fake keeps the options it was given.
const sdk = vi.hoisted(() => ({ options: null as unknown }));
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ options, children }: { options: unknown; children: ReactNode }) => {
    sdk.options = options;
    return <>{children}</>;
  },
  usePayPalScriptReducer: () => [{ isRejected: false }],
  PayPalButtons: () => <button type="button">PayPal SDK button</button>,
}));

const TOKEN = 'POST /api/mvmpaypal/token';
const ORDERS = 'POST /api/mvmpaypal/orders';
const CAPTURE = 'POST /api/mvmpaypal/SBX-9/capture';
const APPROVE = 'POST /sandbox/paypal/orders/SBX-9/approve';
const INTENT = 'POST /api/stripe/paymentIntent';
const sandboxToken = reply(200, { client_token: 'sandbox-1', client_id: null, mode: 'sandbox' });
const paypalToken = reply(200, { client_token: 't', client_id: 'client-abc', mode: 'paypal' });

const payment = {
  id: 'mvm-1',
  status: 'PAID',
  provider: 'paypal',
  providerRef: 'SBX-9',
  payerName: 'Abebe Kebede',
  course: 'Python I',
  description: 'Spring term',
  amountUsd: '150.00',
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:01:00.000Z',
};
const captured = (status: string) => ({
  id: 'SBX-9',
  status: 'COMPLETED',
  purchase_units: [{ payments: { captures: [{ id: 'CAP-9', status }] } }],
  payment: { ...payment, status: status === 'COMPLETED' ? 'PAID' : 'FAILED' },
});
const refused = (issue: string) => ({
  details: [{ issue, description: `${issue} described` }],
  debug_id: 'dbg',
});

function renderForm(kind: 'course' | 'project', pay: 'popup' | 'card' = 'popup') {
  const path =
    pay === 'card' ? '/ch' : kind === 'course' ? '/MvmRegistrationFee' : '/MvmProjectFee';
  return renderRoute(<MvmPaymentPage kind={kind} pay={pay} />, { path });
}

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fill(
  user: UserEvent,
  field: string,
  values: { payer?: string; course?: string; amount?: string; description?: string } = {},
) {
  const {
    payer = 'Abebe Kebede',
    course = 'Python I',
    amount = '150',
    description = 'Spring term',
  } = values;
  if (payer) await user.type(screen.getByRole('textbox', { name: 'Payer Name' }), payer);
  if (course) await choose(user, field, course);
  if (amount) await user.type(screen.getByRole('textbox', { name: 'Amount' }), amount);
  if (description)
    await user.type(screen.getByRole('textbox', { name: 'Description' }), description);
}

const pay = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Pay' }));

async function payBySandboxWallet(user: UserEvent) {
  const popup = await screen.findByRole('dialog', { name: /Pay \$150\.00 USD/ });
  await user.click(await within(popup).findByRole('button', { name: 'PayPal Sandbox' }));
  const wallet = await screen.findByRole('dialog', { name: /Sandbox wallet/ });
  await user.click(within(wallet).getByRole('button', { name: 'Approve' }));
}

beforeEach(() => vi.mocked(assignLocation).mockClear());
afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
});

describe('Course and project payment forms', { timeout: 30_000 }, () => {
  it("lists the specification's courses, and its project types, exactly", async () => {
    stubApi({});
    const user = userEvent.setup();
    const course = renderForm('course');
    expect(screen.getByRole('heading', { level: 1, name: 'Course Payment' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Course Name' })).toHaveTextContent(
      'Select course name',
    );
    await user.click(screen.getByRole('combobox', { name: 'Course Name' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...COURSES]);
    course.unmount();

    renderForm('project');
    expect(screen.getByRole('heading', { level: 1, name: 'Project Payment' })).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Project type' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...PROJECT_TYPES]);
  });

  it("says 'Please fill out all fields.' and calls nothing when a field is missing", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderForm('course');

    await pay(user);
    expect(await screen.findByText('Please fill out all fields.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Payer Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.requests()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['0', 'Amount must be greater than 0', true],
    ['10000.01', 'Amount must be at most 10,000 USD', false],
    ['1.234', 'Amount can have at most two decimals', false],
    ['.', 'Please enter a valid amount, e.g. 150.00', false],
  ])('refuses the amount %s', async (amount, message, fillAll) => {
    stubApi({});
    const user = userEvent.setup();
    renderForm('course');
    await fill(user, 'Course Name', { amount });
    await pay(user);

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText('Please fill out all fields.') !== null).toBe(fillAll);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps only what makes an amount and accepts 10,000 with two decimals', async () => {
    stubApi({ [TOKEN]: sandboxToken });
    const user = userEvent.setup();
    renderForm('course');
    await fill(user, 'Course Name', { amount: '1o0a000.00' });
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('10000.00');
    await pay(user);
    expect(await screen.findByRole('dialog', { name: 'Pay $10,000.00 USD' })).toBeVisible();
  });

  it('pays a course by wallet: order, approval, capture, then the success dialog', async () => {
    const api = stubApi({
      [TOKEN]: sandboxToken,
      [ORDERS]: reply(201, { id: 'SBX-9' }),
      [APPROVE]: reply(200, {}),
      [CAPTURE]: reply(200, captured('COMPLETED')),
    });
    const user = userEvent.setup();
    renderForm('course');
    await fill(user, 'Course Name');
    await pay(user);

    const popup = await screen.findByRole('dialog', { name: 'Pay $150.00 USD' });
    expect(
      within(popup).queryByRole('button', { name: 'Pay with Stripe' }),
    ).not.toBeInTheDocument();
    await payBySandboxWallet(user);

    // The training business's name comes from the settings (stubApi's TEST_SITE_SETTINGS).
    const receipt = await screen.findByRole('dialog', { name: /Test Training Academy/ });
    expect(within(receipt).getByText('Transaction completed')).toBeVisible();
    // Our payment id, as the receipt mail gives it, not the wallet's capture id.
    expect(receipt).toHaveTextContent('Transaction IDmvm-1');
    expect(receipt).not.toHaveTextContent('CAP-9');
    expect(receipt).toHaveTextContent('Amount$150.00 USD');
    expect(receipt).toHaveTextContent('PayerAbebe Kebede');
    expect(receipt).toHaveTextContent('CoursePython I');
    expect(receipt).toHaveTextContent('DescriptionSpring term');
    expect(receipt).toHaveTextContent(/Date.*2026/);
    expect(api.bodies('/api/mvmpaypal/orders')).toEqual([
      {
        cart: {
          amount: '150.00',
          description: 'Spring term',
          payerName: 'Abebe Kebede',
          course: 'Python I',
        },
      },
    ]);
    // The popup (and its wallet button) is gone; the form is empty again.
    expect(screen.queryByRole('dialog', { name: /Pay \$/ })).not.toBeInTheDocument();
    await user.click(within(receipt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Payer Name' })).toHaveValue('');
  });

  it.each([
    [
      'the order is refused',
      { [ORDERS]: reply(422, refused('CURRENCY_NOT_SUPPORTED')) },
      'Could not initiate PayPal Checkout: CURRENCY_NOT_SUPPORTED described',
      false,
    ],
    [
      'the capture did not complete',
      {
        [ORDERS]: reply(201, { id: 'SBX-9' }),
        [APPROVE]: reply(200, {}),
        [CAPTURE]: reply(200, captured('DECLINED')),
      },
      'Transaction DECLINED: CAP-9',
      true,
    ],
    [
      'the capture is refused',
      {
        [ORDERS]: reply(201, { id: 'SBX-9' }),
        [APPROVE]: reply(200, {}),
        [CAPTURE]: reply(422, refused('ORDER_NOT_APPROVED')),
      },
      'Sorry, your transaction could not be processed: ORDER_NOT_APPROVED described',
      true,
    ],
  ])("shows 'Payment Failed' when %s", async (_case, stubs, message, approve) => {
    stubApi({ [TOKEN]: sandboxToken, ...stubs });
    const user = userEvent.setup();
    renderForm('course');
    await fill(user, 'Course Name');
    await pay(user);
    if (approve) {
      await payBySandboxWallet(user);
    } else {
      const popup = await screen.findByRole('dialog', { name: /Pay \$150\.00 USD/ });
      await user.click(await within(popup).findByRole('button', { name: 'PayPal Sandbox' }));
    }

    const failed = await screen.findByRole('dialog', { name: /Payment Failed/ });
    expect(failed).toHaveTextContent(message);
    expect(screen.queryByRole('dialog', { name: /Pay \$/ })).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The payer may try again with the same values.
    expect(screen.getByRole('textbox', { name: 'Payer Name' })).toHaveValue('Abebe Kebede');
  });

  it("the project popup also offers 'Pay with Stripe', which leaves for the checkout", async () => {
    const api = stubApi({
      [TOKEN]: sandboxToken,
      [INTENT]: reply(201, { session: { url: '/sandbox/checkout/cs_mvm_1' } }),
    });
    const user = userEvent.setup();
    renderForm('project');
    await fill(user, 'Project type', { course: 'Kids IT Training' });
    await pay(user);

    const popup = await screen.findByRole('dialog', { name: 'Pay $150.00 USD' });
    await user.click(within(popup).getByRole('button', { name: 'Pay with Stripe' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/sandbox/checkout/cs_mvm_1'));
    expect(api.bodies('/api/stripe/paymentIntent')).toEqual([
      {
        amount: '150.00',
        description: 'Spring term',
        payerName: 'Abebe Kebede',
        course: 'Kids IT Training',
      },
    ]);
  });

  it('PayPal mode: no card funding anywhere, and no pay later on the project form', async () => {
    stubApi({ [TOKEN]: paypalToken });
    const user = userEvent.setup();
    const course = renderForm('course');
    await fill(user, 'Course Name');
    await pay(user);
    expect(await screen.findByRole('button', { name: 'PayPal SDK button' })).toBeVisible();
    expect(sdk.options).toMatchObject({ clientId: 'client-abc', disableFunding: ['card'] });
    course.unmount();

    renderForm('project');
    await fill(user, 'Project type', { course: 'Kids IT Training' });
    await pay(user);
    expect(await screen.findByRole('button', { name: 'PayPal SDK button' })).toBeVisible();
    expect(sdk.options).toMatchObject({ disableFunding: ['card', 'paylater'] });
  });

  it('sends the optional receipt address only when given, and checks it', async () => {
    const api = stubApi({ [INTENT]: reply(201, { session: { url: '/sandbox/checkout/cs_2' } }) });
    const user = userEvent.setup();
    renderForm('project', 'card');
    await fill(user, 'Project type', { course: 'Maintenance and setup' });
    const email = screen.getByRole('textbox', { name: 'Email for the receipt (optional)' });
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Pay with card' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(api.requests()).toEqual([]);

    await user.clear(email);
    await user.type(email, 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay with card' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(api.bodies('/api/stripe/paymentIntent')).toEqual([
      {
        amount: '150.00',
        description: 'Spring term',
        payerName: 'Abebe Kebede',
        course: 'Maintenance and setup',
        email: 'sara@example.com',
      },
    ]);
  });

  it('/ch pays a project by card straight away', async () => {
    stubApi({
      [INTENT]: reply(201, { session: { url: 'https://checkout.stripe.com/c/pay/cs_1' } }),
    });
    const user = userEvent.setup();
    renderForm('project', 'card');
    expect(screen.getByRole('heading', { level: 1, name: 'Pay with Stripe' })).toBeVisible();
    await fill(user, 'Project type', { course: 'Maintenance and setup' });
    await user.click(screen.getByRole('button', { name: 'Pay with card' }));
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
    );
  });

  it('the card checkout: 503 goes to /Error503, a rate limit is said, a strange url is not followed', async () => {
    stubApi({
      [INTENT]: [
        [429, { message: 'Too many requests, please try again later.' }],
        [201, { session: { url: 'javascript:alert(1)' } }],
        [503, { message: 'x' }],
      ],
    });
    const user = userEvent.setup();
    renderForm('project', 'card');
    await fill(user, 'Project type', { course: 'Maintenance and setup' });
    const button = screen.getByRole('button', { name: 'Pay with card' });

    await user.click(button);
    expect(await screen.findByText('Too many requests, please try again later.')).toBeVisible();
    await user.click(button);
    expect(
      await screen.findByText('Could not open the card checkout, please try again.'),
    ).toBeVisible();
    await user.click(button);
    await waitFor(() => expect(location()).toBe('/Error503'));
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
