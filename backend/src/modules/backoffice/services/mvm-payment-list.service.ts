import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { BackofficeErrors } from '../domain/backoffice.errors';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import type { AdminActor } from '../domain/admin-actor';
import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import type {
  AdminMvmPayment,
  MvmPaymentFilter,
  MvmPaymentSortField,
} from '../domain/mvm-payment-filter';
import { MvmPaymentReadModel } from '../ports/mvm-payment-read-model.port';
import { auditedExport } from './audited-export';

/** The read-only Mvm payment list of the back office and its CSV export (audited). */
@Injectable()
export class MvmPaymentListService {
  constructor(
    private readonly payments: MvmPaymentReadModel,
    private readonly audit: RecordAdminActionService,
  ) {}

  list(
    filter: MvmPaymentFilter,
    window: ListWindow,
    sort: { field: MvmPaymentSortField; order: SortDirection },
  ): Promise<ListPage<AdminMvmPayment>> {
    return this.payments.page(filter, window, sort);
  }

  async one(id: string): Promise<AdminMvmPayment> {
    const payment = await this.payments.one(id);
    if (!payment) throw new DomainError(BackofficeErrors.MVM_PAYMENT_NOT_FOUND);
    return payment;
  }

  async export(admin: AdminActor, filter: MvmPaymentFilter): Promise<Readable> {
    return auditedExport(
      () => this.payments.csv(filter),
      () =>
        this.audit.record({
          adminId: admin.id,
          adminEmail: admin.email,
          action: 'mvm_payments.csv_export',
          detail: JSON.stringify({ filter }),
        }),
    );
  }
}
