import { serverMessage, statusText, type ErrorText } from './describe-error';

/**
 * How signup words a failed sendActivationCode (docs/specification.md#customer-errors); other
 * statuses show the status.
 */
export const sendActivationCodeErrors: Partial<Record<number, ErrorText>> = {
  400: serverMessage,
  409: 'Email already in use!',
  500: 'Server error',
};
export const sendActivationCodeOtherwise = statusText;
