import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, restoreApi, stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { WalletButtons } from './WalletButtons';
import type { WalletSetup } from './wallet-answers';

// PayPal's React wrapper, replaced: it would load PayPal's script from the internet. The fake
// keeps what it was given and plays the payer's part with its own buttons.
const sdk = vi.hoisted(() => ({
  options: null as unknown,
  buttonProps: null as null | Record<string, unknown>,
  rejected: false,
  restart: vi.fn(),
}));

vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ options, children }: { options: unknown; children: ReactNode }) => {
    sdk.options = options;
    return <div data-testid="paypal-sdk">{children}</div>;
  },
  usePayPalScriptReducer: () => [{ isRejected: sdk.rejected }],
  PayPalButtons: (props: {
    style: unknown;
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }, actions: { restart: () => void }) => Promise<void>;
  }) => {
    sdk.buttonProps = props as unknown as Record<string, unknown>;
    return (
      <button
        type="button"
        onClick={async () => {
          const id = await props.createOrder();
          await props.onApprove({ orderID: id }, { restart: sdk.restart });
        }}
      >
        PayPal SDK button
      </button>
    );
  },
}));

const sandbox: WalletSetup = { mode: 'sandbox', clientId: null, clientToken: 'sandbox-1' };
const paypal: WalletSetup = { mode: 'paypal', clientId: 'client-abc', clientToken: 'tok' };

afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
  sdk.rejected = false;
  sdk.restart.mockReset();
});

const sandboxButton = () => screen.getByRole('button', { name: 'PayPal Sandbox' });
const sandboxDialog = () => screen.findByRole('dialog', { name: /Sandbox wallet/ });

describe('WalletButtons in the sandbox', { timeout: 20_000 }, () => {
  it('creates the order, lets the payer approve, then captures', async () => {
    const api = stubApi({ 'POST /sandbox/paypal/orders/SBX-1/approve': reply(200, {}) });
    const createOrder = vi.fn(async () => 'SBX-1');
    const onApprove = vi.fn(async () => 'done' as const);
    const user = userEvent.setup();
    renderPage(<WalletButtons setup={sandbox} createOrder={createOrder} onApprove={onApprove} />);

    expect(screen.getByText('Sandbox')).toBeVisible();
    expect(screen.getByText(/no PayPal account is charged/)).toBeVisible();
    await user.click(sandboxButton());
    const dialog = await sandboxDialog();
    expect(dialog).toHaveTextContent('SBX-1');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(onApprove).toHaveBeenCalledWith('SBX-1'));
    expect(api.bodies('/sandbox/paypal/orders/SBX-1/approve')).toEqual([{}]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing from PayPal's servers in the sandbox.
    expect(screen.queryByTestId('paypal-sdk')).not.toBeInTheDocument();
  });

  it('Decline tells the sandbox, then captures (the capture reports the decline)', async () => {
    const api = stubApi({ 'POST /sandbox/paypal/orders/SBX-2/decline': reply(200, {}) });
    const onApprove = vi.fn(async () => 'done' as const);
    const user = userEvent.setup();
    renderPage(
      <WalletButtons setup={sandbox} createOrder={async () => 'SBX-2'} onApprove={onApprove} />,
    );

    await user.click(sandboxButton());
    await user.click(within(await sandboxDialog()).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(onApprove).toHaveBeenCalledWith('SBX-2'));
    expect(api.requests().map((r) => r.url)).toEqual(['/sandbox/paypal/orders/SBX-2/decline']);
  });

  it('shows the choice again when the capture answers INSTRUMENT_DECLINED', async () => {
    stubApi({ 'POST /sandbox/paypal/orders/SBX-3/approve': reply(200, {}) });
    const onApprove = vi
      .fn<(id: string) => Promise<'done' | 'retry'>>()
      .mockResolvedValueOnce('retry')
      .mockResolvedValueOnce('done');
    const user = userEvent.setup();
    renderPage(
      <WalletButtons setup={sandbox} createOrder={async () => 'SBX-3'} onApprove={onApprove} />,
    );

    await user.click(sandboxButton());
    await user.click(within(await sandboxDialog()).getByRole('button', { name: 'Approve' }));
    const again = await sandboxDialog();
    expect(await within(again).findByText(/declined. Please choose again/)).toBeVisible();
    await user.click(within(again).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(2));
  });

  it('opens no dialog when the order could not be created', async () => {
    stubApi({});
    const onApprove = vi.fn();
    const user = userEvent.setup();
    renderPage(
      <WalletButtons
        setup={sandbox}
        createOrder={() => Promise.reject(new Error('refused'))}
        onApprove={onApprove}
      />,
    );

    await user.click(sandboxButton());
    await waitFor(() => expect(sandboxButton()).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it("shows the sandbox's refusal in the dialog and captures nothing", async () => {
    stubApi({ 'POST /sandbox/paypal/orders/SBX-4/approve': reply(404, { message: 'Not Found' }) });
    const onApprove = vi.fn();
    const user = userEvent.setup();
    renderPage(
      <WalletButtons setup={sandbox} createOrder={async () => 'SBX-4'} onApprove={onApprove} />,
    );

    await user.click(sandboxButton());
    const dialog = await sandboxDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Not Found')).toBeVisible();
    expect(onApprove).not.toHaveBeenCalled();
  });
});

describe("WalletButtons with PayPal's SDK", () => {
  it('loads the SDK with the client id: buttons, intent capture, no card funding, pill, vertical', async () => {
    stubApi({});
    renderPage(
      <WalletButtons setup={paypal} createOrder={async () => 'PP-1'} onApprove={vi.fn()} />,
    );

    expect(await screen.findByRole('button', { name: 'PayPal SDK button' })).toBeVisible();
    expect(sdk.options).toEqual({
      clientId: 'client-abc',
      intent: 'capture',
      currency: 'USD',
      components: 'buttons',
      disableFunding: ['card'],
    });
    expect(sdk.buttonProps?.style).toEqual({ shape: 'pill', layout: 'vertical' });
    expect(screen.queryByRole('button', { name: 'PayPal Sandbox' })).not.toBeInTheDocument();
  });

  it('also disables pay later when asked', async () => {
    stubApi({});
    renderPage(
      <WalletButtons
        setup={paypal}
        alsoDisable={['paylater']}
        createOrder={async () => 'PP-1'}
        onApprove={vi.fn()}
      />,
    );
    await screen.findByRole('button', { name: 'PayPal SDK button' });
    expect(sdk.options).toMatchObject({ disableFunding: ['card', 'paylater'] });
  });

  it("creates and captures through the screen's handlers; a retry restarts PayPal's flow", async () => {
    stubApi({});
    const onApprove = vi
      .fn<(id: string) => Promise<'done' | 'retry'>>()
      .mockResolvedValueOnce('retry')
      .mockResolvedValueOnce('done');
    const user = userEvent.setup();
    renderPage(
      <WalletButtons setup={paypal} createOrder={async () => 'PP-7'} onApprove={onApprove} />,
    );

    const button = await screen.findByRole('button', { name: 'PayPal SDK button' });
    await user.click(button);
    await waitFor(() => expect(sdk.restart).toHaveBeenCalledTimes(1));
    await user.click(button);
    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(2));
    expect(onApprove).toHaveBeenCalledWith('PP-7');
    expect(sdk.restart).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure to load the SDK', async () => {
    stubApi({});
    sdk.rejected = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(
      <WalletButtons setup={paypal} createOrder={async () => 'PP-1'} onApprove={vi.fn()} />,
    );
    await waitFor(() => expect(log).toHaveBeenCalledWith('The PayPal SDK could not be loaded'));
  });
});
