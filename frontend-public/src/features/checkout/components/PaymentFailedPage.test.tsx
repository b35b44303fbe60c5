import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { location, locationState } from '@/test/queries';
import { renderPage } from '@/test/render';
import { voda2000 } from '@/test/offers';
import { PaymentFailedPage } from './PaymentFailedPage';

beforeEach(() => localStorage.clear());

describe('PaymentFailedPage', () => {
  it('shows the title, the possible reasons, Home and Back', async () => {
    const user = userEvent.setup();
    renderPage(<PaymentFailedPage />, '/PayementFailed', ['/Payment']);

    expect(screen.getByRole('heading', { level: 1, name: 'Topup Payemnet Failed' })).toBeVisible();
    const reasons = screen.getByRole('list', { name: 'Possible reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Insufficient balance on your card or account',
      'Wrong card details (number, expiry date or security code)',
      'A network or payment gateway problem',
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/Payment');
  });

  it('offers to try the stored top-up again', () => {
    localStorage.setItem('product', JSON.stringify(voda2000));
    renderPage(<PaymentFailedPage />, '/PayementFailed');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/Payment');
  });

  it('Home leads back to the stored top-up on the home form', async () => {
    localStorage.setItem('product', JSON.stringify(voda2000));
    const user = userEvent.setup();
    renderPage(<PaymentFailedPage />, '/PayementFailed');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(location()).toBe('/');
    expect(locationState()).toEqual({ restoreStoredSelection: true });
  });
});

describe('PaymentFailedPage after a wallet payment', () => {
  it('shows the reason it was given', async () => {
    const { renderRoute } = await import('@/test/render');
    renderRoute(<PaymentFailedPage />, {
      path: '/PayementFailed',
      state: { message: 'Transaction declined' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Transaction declined');
  });
});
