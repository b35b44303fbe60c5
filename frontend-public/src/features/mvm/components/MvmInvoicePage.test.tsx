import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reply, replies, restoreApi, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render';
import { INVOICE_TEXT, MvmInvoicePage } from './MvmInvoicePage';

const paid = {
  id: 'mvm-7',
  status: 'PAID',
  provider: 'stripe',
  providerRef: 'cs_7',
  payerName: 'Sara Haile',
  course: 'Kids IT Training',
  description: 'Summer camp',
  amountUsd: '1250.50',
  createdAt: '2026-06-01T09:00:00.000Z',
  paidAt: '2026-06-01T09:02:00.000Z',
};

const PATH = '/api/mvm/payments/mvm-7';
// What the card checkout's success_url carries; only `payment` is read.
const SEARCH = '?amount=1250.50&description=Summer%20camp&payerName=Sara%20Haile&payment=mvm-7';

function renderInvoice(search = SEARCH, state?: unknown) {
  return renderRoute(<MvmInvoicePage poll={{ intervalMs: 10, maxChecks: 3 }} />, {
    path: '/MvmProjectFeeSucess',
    search,
    state,
  });
}

afterEach(() => restoreApi());

describe('MvmInvoicePage', () => {
  it('shows the invoice the server confirms as PAID', async () => {
    const api = stubApi({ [`GET ${PATH}`]: reply(200, paid) });
    renderInvoice();

    expect(screen.getByRole('heading', { level: 1, name: 'Payment Invoice' })).toBeVisible();
    await waitFor(() => expect(document.querySelector('dl[aria-label="Invoice"]')).not.toBeNull());
    const list = document.querySelector('dl[aria-label="Invoice"]');
    expect(list).toHaveTextContent('Payer NameSara Haile');
    expect(list).toHaveTextContent('DescriptionSummer camp');
    expect(list).toHaveTextContent('Amount in USD$1,250.50');
    expect(list).toHaveTextContent(/Transaction DateJun 1, 2026/);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/MvmProjectFee',
    );
    expect(api.requests().map((r) => r.url)).toEqual([PATH]);
  });

  it('never prints a receipt from a hand-made query string', async () => {
    stubApi({ [`GET ${PATH}`]: reply(200, { ...paid, status: 'CANCELLED' }) });
    renderInvoice();
    expect(await screen.findByText(INVOICE_TEXT.notPaid)).toBeVisible();
    expect(screen.queryByText('Sara Haile')).not.toBeInTheDocument();
    expect(screen.queryByText(/1,250\.50/)).not.toBeInTheDocument();
  });

  it('without a payment id it shows nothing but a note and asks nothing', () => {
    const api = stubApi({});
    renderInvoice('?amount=99999&description=Free%20money&payerName=Mallory');
    expect(screen.getByText(INVOICE_TEXT.noPayment)).toBeVisible();
    expect(screen.queryByText('Mallory')).not.toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('an unknown payment says so', async () => {
    stubApi({ [`GET ${PATH}`]: reply(404, { message: 'Not Found' }) });
    renderInvoice();
    expect(await screen.findByText(INVOICE_TEXT.notFound)).toBeVisible();
  });

  it('asks again while the payment is PENDING, then shows the invoice', async () => {
    stubApi({
      [`GET ${PATH}`]: replies(
        reply(200, { ...paid, status: 'PENDING', paidAt: null }),
        reply(200, paid),
      ),
    });
    renderInvoice();
    await waitFor(() =>
      expect(document.querySelector('dl[aria-label="Invoice"]')).toHaveTextContent('Sara Haile'),
    );
  });

  it('stops asking after a while and says the confirmation has not arrived', async () => {
    stubApi({ [`GET ${PATH}`]: reply(200, { ...paid, status: 'PENDING', paidAt: null }) });
    renderInvoice();
    expect(await screen.findByText(INVOICE_TEXT.gaveUp)).toBeVisible();
  });

  it('reads the payment id from the navigation state too', async () => {
    stubApi({ [`GET ${PATH}`]: reply(200, paid) });
    renderInvoice('', { paymentId: 'mvm-7' });
    await waitFor(() =>
      expect(document.querySelector('dl[aria-label="Invoice"]')).toHaveTextContent('Sara Haile'),
    );
  });
});
