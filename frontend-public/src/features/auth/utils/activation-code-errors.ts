import { serverMessage, statusText, type ErrorText } from './describe-error';
import { t } from '@/i18n/i18n';

/**
 * How signup words a failed sendActivationCode (docs/specification.md#customer-errors); other
 * statuses show the status.
 */
export const sendActivationCodeErrors: Partial<Record<number, ErrorText>> = {
  400: serverMessage,
  get 409() {
    return t('activation.error.409');
  },
  get 500() {
    return t('activation.error.500');
  },
};
export const sendActivationCodeOtherwise = statusText;
