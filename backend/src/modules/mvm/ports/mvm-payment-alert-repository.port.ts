import type { Cents } from '@shared/domain/money';

/** An early fraud warning or a dispute about an Mvm card payment (card_payment_alerts). */
export interface MvmPaymentAlert {
  id: string;
  kind: 'early_fraud_warning' | 'dispute';
  paymentId: string;
  paymentRef: string;
  status: string;
  reason: string;
  amountCents: Cents | null;
}

/** Mvm payments' warnings and disputes, one row per Stripe id (as orders keep theirs). */
export abstract class MvmPaymentAlertRepository {
  /** Keeps the alert; answers its status before, null when it is new. */
  abstract record(alert: MvmPaymentAlert): Promise<{ previousStatus: string | null }>;
  /** True for the one call that marks the alert's work done (its audit and mail go out once). */
  abstract markHandled(id: string, refundRef: string | null): Promise<boolean>;
}
