import type { OrderStatus } from '../api/order-progress';

/** The order's progress in words, for the success page. */
export const PROGRESS_TEXT: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Waiting for your payment to be confirmed…',
  // docs/specification.md#review-queue: the words of CUSTOMER_STATUS_WORDS, then what happens next.
  HELD_FOR_REVIEW:
    'We are checking this payment. Your top-up is sent as soon as it is approved, otherwise your payment is refunded; we will e-mail you either way.',
  PAID: 'Payment received, preparing your top-up…',
  SUBMITTED: 'Sending your top-up…',
  COMPLETED: 'Delivered',
  FAILED: 'The top-up failed; your payment is being refunded',
  REFUNDED: 'The top-up failed; your payment has been refunded',
  CANCELLED: 'The payment was cancelled; you have not been charged',
};

export const CHECKING_TEXT = 'Checking your payment…';

export const GAVE_UP_TEXT =
  'This is taking longer than usual. We will e-mail you when your top-up is delivered, and you can follow it in your Topup Transaction history.';
