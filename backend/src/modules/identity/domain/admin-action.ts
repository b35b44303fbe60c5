/** What the audit log records (docs/api/back-office.md lists them for the back office). */
export const ADMIN_ACTIONS = [
  'admin.login',
  'admin.login_failed',
  'admin.logout',
  'admin.password_changed',
  'admin.profile_updated',
  'admin.created',
  'admin.deleted',
  'storefront.switched',
  'offers.build',
  'transactions.csv_export',
  'mvm_payments.csv_export',
  'contact_email.changed',
  'order.check',
  'order.refund',
  'order.approve',
  'order.refuse',
  'queues.changed',
  'client.limits_changed',
  'client.blocked',
  'client.unblocked',
  'auto-top-up.paused',
  // Not an admin's: Stripe's warnings and what was done about them (docs/decisions.md#early-fraud-warnings).
  'payment.early_fraud_warning',
  'payment.dispute',
  'admin.totp_enrolled',
  'admin.totp_reset',
  'admin.totp_required_changed',
  'admin.recovery_code_used',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** One line of the audit log: who did what. The e-mail is kept even after the admin is gone. */
export interface AdminActionRecord {
  adminId: string | null;
  adminEmail: string;
  action: AdminAction;
  detail?: string;
}
