import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '@/test/viewport';
import { theme } from '@/theme/theme';
import { voda2000 } from '@/test/offers';
import { PaymentSummary } from './PaymentSummary';

const renderSummary = () =>
  render(
    <ThemeProvider theme={theme}>
      <PaymentSummary
        product={{ ...voda2000, amount: 19.99, serviceCharge: 1.1 }}
        phoneNumber="+255754123456"
      />
    </ThemeProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('PaymentSummary', () => {
  it('on a 390 px phone shows label: value lines, price, Processing Fee and Total Fee included', () => {
    setViewportWidth(390);
    renderSummary();
    expect(screen.queryByRole('table')).toBeNull();
    const summary = screen.getByRole('list', { name: 'Topup summary' });
    const pairs = within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Recipent Number', '+255754123456'],
      ['Type', 'Airtime'],
      ['Recipent amount', '2,000 TZS 20% bonus airtime'],
      ['Price in USD', '$19.99'],
      ['Processing Fee', '$1.10'],
      ['Total Fee', '$21.09'],
    ]);
  });

  it('says a PIN product is one before payment', () => {
    setViewportWidth(390);
    render(
      <ThemeProvider theme={theme}>
        <PaymentSummary product={{ ...voda2000, kind: 'pin' }} phoneNumber="+255754123456" />
      </ThemeProvider>,
    );
    const type = within(screen.getByRole('list', { name: 'Topup summary' }))
      .getAllByRole('term')
      .find((term) => term.textContent === 'Type');
    expect(type?.nextElementSibling?.textContent).toBe('Airtime (PIN)');
  });

  it('on a 1366 px desktop stays a table', () => {
    setViewportWidth(1366);
    renderSummary();
    const table = screen.getByRole('table', { name: 'Topup summary' });
    expect(within(table).getByRole('row', { name: /Total Fee/ })).toHaveTextContent('$21.09');
  });

  it('says what arrives, the promotion badge and a fee larger than the top-up before payment', () => {
    setViewportWidth(390);
    render(
      <ThemeProvider theme={theme}>
        <PaymentSummary
          product={{
            ...voda2000,
            amount: 0.1,
            serviceCharge: 0.51,
            feeAboveAmount: true,
            whatArrives: { summary: '250 TZS', validity: '30 days', benefits: [] },
            promotion: { title: '20% bonus airtime', terms: '', endsAt: '2026-12-10T23:59:59Z' },
          }}
          phoneNumber="+255754123456"
        />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('what-arrives')).toHaveTextContent(
      'Receives 250 TZS · valid 30 days',
    );
    expect(screen.getByTestId('promotion-badge')).toHaveTextContent(
      '20% bonus airtime · ends 10 Dec 2026',
    );
    expect(screen.getByRole('note')).toHaveTextContent(/Processing Fee is more than this top-up/);
  });
});
