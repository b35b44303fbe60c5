import type { OrderPaymentAlert } from '../domain/payment-alert';
import { AdminContacts } from '../ports/admin-contacts.port';
import { OrderPaymentAlertRepository } from '../ports/order-payment-alert-repository.port';

/** Orders' early fraud warnings and disputes in memory. */
export class MemoryOrderPaymentAlerts extends OrderPaymentAlertRepository {
  readonly alerts = new Map<
    string,
    OrderPaymentAlert & { handled: boolean; refundRef: string | null }
  >();

  async record(alert: OrderPaymentAlert) {
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

export class MemoryAdminContacts extends AdminContacts {
  constructor(readonly list: string[] = ['admin@selamtopup.test']) {
    super();
  }
  async emails() {
    return this.list;
  }
}
