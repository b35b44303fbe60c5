/** The Mvm payments' statuses and providers, for the back office's filters and views. */
export {
  MVM_PAYMENT_STATUS_WORDS,
  MVM_PAYMENT_STATUSES,
  MVM_PROVIDER_WORDS,
  MVM_PROVIDERS,
  type MvmPaymentStatus,
  type MvmProvider,
} from '../domain/mvm-payment';
