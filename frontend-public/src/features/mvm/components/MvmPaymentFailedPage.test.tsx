import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { DEFAULT_FAILURE, MvmPaymentFailedPage } from './MvmPaymentFailedPage';

function renderFailed(search = '', state?: unknown) {
  return renderRoute(<MvmPaymentFailedPage />, {
    path: '/MvmProjectFeeSucessFailed',
    search,
    state,
  });
}

describe('MvmPaymentFailedPage', () => {
  it('shows the default message, what was being paid (query string) and Back', () => {
    renderFailed('?amount=150&description=Web%20site&payerName=Sara%20Haile');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Unsuccessful' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(DEFAULT_FAILURE());
    expect(DEFAULT_FAILURE()).toBe('Payment could not be processed.');
    const details = document.querySelector('dl');
    expect(details).toHaveTextContent('Payer NameSara Haile');
    expect(details).toHaveTextContent('DescriptionWeb site');
    expect(details).toHaveTextContent('Amount$150.00 USD');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/MvmProjectFee');
  });

  it('prefers the navigation state, with its error message', () => {
    renderFailed('?payerName=Query', {
      errorMessage: 'declined',
      payerName: 'State Payer',
      amount: '20.5',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The card was declined. Nothing was charged.',
    );
    expect(screen.getByText('State Payer')).toBeVisible();
    expect(screen.getByText('$20.50 USD')).toBeVisible();
  });

  it('never shows text written into the address as a message', () => {
    renderFailed('?errorMessage=Your%20card%20is%20blocked.%20Call%20%2B1%20555%200100');
    expect(screen.getByRole('alert')).toHaveTextContent(DEFAULT_FAILURE());
    expect(screen.queryByText(/Call \+1 555/)).toBeNull();
  });

  it('shows no details when none were given', () => {
    renderFailed();
    expect(screen.getByRole('alert')).toHaveTextContent(DEFAULT_FAILURE());
    expect(document.querySelector('dl')).toBeNull();
  });
});
