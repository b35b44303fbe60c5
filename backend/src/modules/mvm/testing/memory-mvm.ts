import { randomUUID } from 'node:crypto';
import type { AppConfig } from '@config/app-config';
import type { MvmPayment, MvmProvider } from '../domain/mvm-payment';
import {
  type MvmPaymentAlert,
  MvmPaymentAlertRepository,
} from '../ports/mvm-payment-alert-repository.port';
import type {
  MvmPaymentConfirmation,
  MvmPaymentRepository,
  NewMvmPayment,
} from '../ports/mvm-payment-repository.port';

/** The settings the Mvm services read, as a test gives them. */
export const MVM_TEST_CONFIG = { env: { MVM_BUSINESS_NAME: 'Test Training Academy' } } as AppConfig;

/** mvm_payments in memory, with the same "confirmed once" rule as the SQL repository. */
export class MemoryMvmPayments implements MvmPaymentRepository {
  readonly rows = new Map<string, MvmPayment>();
  readonly confirmations: MvmPaymentConfirmation[] = [];

  add(fields: Partial<MvmPayment> = {}): MvmPayment {
    const payment: MvmPayment = {
      id: randomUUID(),
      kind: 'course',
      course: 'Python I',
      payerName: 'Abebe Kebede',
      description: 'March fee',
      amountCents: 12_050,
      provider: 'paypal',
      providerOrderId: null,
      providerRef: null,
      checkoutUrl: null,
      status: 'PENDING',
      payerEmail: null,
      language: 'en',
      failureReason: null,
      createdAt: new Date(),
      paidAt: null,
      ...fields,
    };
    this.rows.set(payment.id, payment);
    return payment;
  }

  async create(p: NewMvmPayment) {
    return { ...this.add(p) };
  }
  async findByProviderRef(provider: MvmPayment['provider'], providerRef: string) {
    return (
      [...this.rows.values()].find(
        (p) => p.provider === provider && p.providerRef === providerRef,
      ) ?? null
    );
  }

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }
  async findByProviderOrder(provider: MvmProvider, providerOrderId: string) {
    const row = [...this.rows.values()].find(
      (p) => p.provider === provider && p.providerOrderId === providerOrderId,
    );
    return row ? { ...row } : null;
  }
  async attachProviderOrder(id: string, providerOrderId: string, checkoutUrl: string | null) {
    const row = this.rows.get(id);
    if (row?.status !== 'PENDING') return false;
    Object.assign(row, { providerOrderId, checkoutUrl });
    return true;
  }
  async confirmPaid(c: MvmPaymentConfirmation): Promise<'confirmed' | 'already'> {
    if (this.confirmations.some((x) => x.paymentId === c.paymentId)) return 'already';
    this.confirmations.push(c);
    const row = this.rows.get(c.paymentId)!;
    Object.assign(row, {
      status: 'PAID',
      providerRef: c.providerRef,
      paidAt: new Date(),
      failureReason: null,
    });
    return 'confirmed';
  }
  async settleUnpaid(id: string, to: 'FAILED' | 'CANCELLED', reason: string, ref?: string) {
    const row = this.rows.get(id);
    if (row?.status !== 'PENDING') return false;
    Object.assign(row, { status: to, failureReason: reason, providerRef: ref ?? row.providerRef });
    return true;
  }
  async findPending(idleMs: number, limit: number) {
    const before = Date.now() - idleMs;
    return [...this.rows.values()]
      .filter((p) => p.status === 'PENDING' && p.createdAt.getTime() < before)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, limit)
      .map((p) => ({ ...p }));
  }
}

/** Mvm payments' warnings and disputes in memory. */
export class MemoryMvmPaymentAlerts extends MvmPaymentAlertRepository {
  readonly alerts = new Map<
    string,
    MvmPaymentAlert & { handled: boolean; refundRef: string | null }
  >();

  async record(alert: MvmPaymentAlert) {
    const before = this.alerts.get(alert.id);
    this.alerts.set(alert.id, {
      ...alert,
      handled: before?.handled ?? false,
      refundRef: before?.refundRef ?? null,
    });
    return { previousStatus: before ? before.status : null };
  }

  async markHandled(id: string, refundRef: string | null) {
    const alert = this.alerts.get(id);
    if (!alert || alert.handled) return false;
    Object.assign(alert, { handled: true, refundRef: refundRef ?? alert.refundRef });
    return true;
  }
}
