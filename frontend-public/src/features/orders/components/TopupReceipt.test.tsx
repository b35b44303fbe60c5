import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TopupTransaction } from '../api/get-topup-transactions';
import { DELAYED_TAG, DelayedTag, OperatorReference, TopupReceipt } from './TopupReceipt';

const row = (changes: Partial<TopupTransaction> = {}): TopupTransaction => ({
  id: '75b34a57-a25e-4faa-9e87-b8edf8388e3f',
  submitted: '2026-11-26T10:00:00Z',
  telenumber: '+255754123456',
  amount: 1.53,
  productid: 'p1',
  productName: '2,000 TZS',
  operatorName: 'Vodacom Tanzania',
  status: 'COMPLETED',
  ...changes,
});

describe('a history row’s receipt and delay', () => {
  it('links the PDF receipt of a paid top-up and shows the operator reference', () => {
    render(
      <>
        <OperatorReference transaction={row({ operatorReference: 'OPR-9' })} />
        <TopupReceipt transaction={row({ operatorReference: 'OPR-9' })} />
      </>,
    );
    const link = screen.getByRole('link', {
      name: 'PDF receipt of order 75b34a57-a25e-4faa-9e87-b8edf8388e3f',
    });
    expect(link).toHaveAttribute(
      'href',
      '/api/user/topups/75b34a57-a25e-4faa-9e87-b8edf8388e3f/receipt.pdf',
    );
    expect(screen.getByText('Operator ref. OPR-9')).toBeVisible();
  });

  it('has no receipt for an order never paid', () => {
    for (const status of ['PENDING_PAYMENT', 'CANCELLED']) {
      const { container, unmount } = render(<TopupReceipt transaction={row({ status })} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('says a late top-up is delayed, only when the server says so', () => {
    const { rerender } = render(
      <DelayedTag transaction={row({ status: 'SUBMITTED', delayed: true })} />,
    );
    expect(screen.getByText(DELAYED_TAG())).toBeVisible();
    rerender(<DelayedTag transaction={row({ status: 'SUBMITTED' })} />);
    expect(screen.queryByText(DELAYED_TAG())).toBeNull();
  });
});
