import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { MemoryMvmPaymentAlerts, MemoryMvmPayments } from '../testing/memory-mvm';
import { HandleMvmPaymentAlertService } from './handle-mvm-payment-alert.service';

function setUp() {
  const payments = new MemoryMvmPayments();
  const payment = payments.add({ provider: 'stripe', status: 'PAID', providerRef: 'pi_m' });
  const alerts = new MemoryMvmPaymentAlerts();
  const checkout = new MemoryCardCheckout();
  const log = new MemoryAuditLog();
  const service = new HandleMvmPaymentAlertService(
    payments,
    alerts,
    checkout,
    new RecordAdminActionService(log),
  );
  return { payment, alerts, checkout, log, service };
}

const warning = {
  kind: 'early_fraud_warning' as const,
  id: 'issfr_m',
  paymentRef: 'pi_m',
  chargeRef: 'ch_m',
  fraudType: 'made_with_stolen_card',
  actionable: true,
};

describe('HandleMvmPaymentAlertService', () => {
  it('refunds an Mvm card payment on an early fraud warning (key: the payment id), audited once', async () => {
    const { payment, alerts, checkout, log, service } = setUp();
    const refund = jest.spyOn(checkout, 'refund');
    await expect(service.handle(warning)).resolves.toBe('handled');
    await service.handle(warning);
    expect(new Set(refund.mock.calls.map((c) => c.join(' ')))).toEqual(
      new Set([`pi_m ${payment.id}`]),
    );
    expect(alerts.alerts.get('issfr_m')).toMatchObject({ paymentId: payment.id, handled: true });
    expect(log.records).toEqual([
      {
        adminId: null,
        adminEmail: 'stripe',
        action: 'payment.early_fraud_warning',
        detail: `issfr_m (made_with_stolen_card) on Mvm payment ${payment.id}: refunded re_pi_m`,
      },
    ]);
  });

  it('keeps a dispute and audits each change of status, refunding nothing', async () => {
    const { payment, checkout, log, service } = setUp();
    const dispute = {
      kind: 'dispute' as const,
      id: 'dp_m',
      paymentRef: 'pi_m',
      chargeRef: 'ch_m',
      status: 'needs_response',
      reason: 'fraudulent',
      amountCents: 12_050,
    };
    await service.handle(dispute);
    await service.handle(dispute);
    await service.handle({ ...dispute, status: 'won' });
    expect(checkout.refunds).toEqual([]);
    expect(log.records.map((r) => r.detail)).toEqual([
      `dispute dp_m opened: needs_response (fraudulent), Mvm payment ${payment.id}`,
      `dispute dp_m needs_response -> won, Mvm payment ${payment.id}`,
    ]);
  });

  it('answers not-ours for a payment it does not know', async () => {
    const { service } = setUp();
    await expect(service.handle({ ...warning, paymentRef: 'pi_x' })).resolves.toBe('not-ours');
  });
});
