import type { OrderStatus } from '../api/order-progress';
import { t } from '@/i18n/i18n';

/** The order's progress in words, for the success page. */
export const PROGRESS_TEXT: Record<OrderStatus, string> = {
  get PENDING_PAYMENT() {
    return t('progress.PENDING_PAYMENT');
  },
  // docs/specification.md#review-queue: the words of CUSTOMER_STATUS_WORDS, then what happens next.
  get HELD_FOR_REVIEW() {
    return t('progress.HELD_FOR_REVIEW');
  },
  get PAID() {
    return t('progress.PAID');
  },
  get SUBMITTED() {
    return t('progress.SUBMITTED');
  },
  get COMPLETED() {
    return t('progress.COMPLETED');
  },
  get FAILED() {
    return t('progress.FAILED');
  },
  get REFUNDED() {
    return t('progress.REFUNDED');
  },
  get CANCELLED() {
    return t('progress.CANCELLED');
  },
};

export const CHECKING_TEXT = (): string => t('progress.checking');

export const GAVE_UP_TEXT = (): string => t('progress.gaveUp');
