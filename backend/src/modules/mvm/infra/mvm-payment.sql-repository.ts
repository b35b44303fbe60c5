import { languageOr } from '@shared/domain/language';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MvmKind, MvmPayment, MvmPaymentStatus, MvmProvider } from '../domain/mvm-payment';
import {
  MvmPaymentConfirmation,
  MvmPaymentRepository,
  NewMvmPayment,
} from '../ports/mvm-payment-repository.port';

interface MvmPaymentRow {
  id: string;
  kind: MvmKind;
  course: string | null;
  payer_name: string;
  description: string;
  amount_cents: number;
  provider: MvmProvider;
  provider_order_id: string | null;
  provider_ref: string | null;
  checkout_url: string | null;
  status: MvmPaymentStatus;
  payer_email: string | null;
  language: string;
  failure_reason: string | null;
  created_at: Date;
  paid_at: Date | null;
}

export const toDomain = (row: MvmPaymentRow): MvmPayment => ({
  id: row.id,
  kind: row.kind,
  course: row.course,
  payerName: row.payer_name,
  description: row.description,
  amountCents: row.amount_cents,
  provider: row.provider,
  providerOrderId: row.provider_order_id,
  providerRef: row.provider_ref,
  checkoutUrl: row.checkout_url,
  status: row.status,
  payerEmail: row.payer_email,
  language: languageOr(row.language),
  failureReason: row.failure_reason,
  createdAt: row.created_at,
  paidAt: row.paid_at,
});

const COLUMNS = `id, kind, course, payer_name, description, amount_cents, provider, provider_order_id,
  provider_ref, checkout_url, status, payer_email, language, failure_reason, created_at, paid_at`;

/** mvm_payments, with payment_confirmations (purpose 'mvm') deciding who confirms a payment. */
@Injectable()
export class MvmPaymentSqlRepository extends MvmPaymentRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async create(p: NewMvmPayment): Promise<MvmPayment> {
    const [row]: MvmPaymentRow[] = await this.db.query(
      `INSERT INTO mvm_payments (kind, course, payer_name, description, amount_cents, provider, payer_email, language, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDING') RETURNING ${COLUMNS}`,
      [
        p.kind,
        p.course,
        p.payerName,
        p.description,
        p.amountCents,
        p.provider,
        p.payerEmail,
        p.language,
      ],
    );
    return toDomain(row);
  }

  async findById(id: string): Promise<MvmPayment | null> {
    const rows: MvmPaymentRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM mvm_payments WHERE id = $1`,
      [id],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async findByProviderRef(provider: MvmProvider, providerRef: string): Promise<MvmPayment | null> {
    const rows: MvmPaymentRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM mvm_payments WHERE provider_ref = $1 AND provider = $2`,
      [providerRef, provider],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async findByProviderOrder(
    provider: MvmProvider,
    providerOrderId: string,
  ): Promise<MvmPayment | null> {
    const rows: MvmPaymentRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM mvm_payments WHERE provider = $1 AND provider_order_id = $2`,
      [provider, providerOrderId],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async attachProviderOrder(
    id: string,
    providerOrderId: string,
    checkoutUrl: string | null,
  ): Promise<boolean> {
    const [, count]: [unknown, number] = await this.db.query(
      `UPDATE mvm_payments SET provider_order_id = $2, checkout_url = $3, updated_at = now()
       WHERE id = $1 AND status = 'PENDING'`,
      [id, providerOrderId, checkoutUrl],
    );
    return count === 1;
  }

  confirmPaid(c: MvmPaymentConfirmation): Promise<'confirmed' | 'already'> {
    return this.db.transaction(async (tx) => {
      const inserted: unknown[] = await tx.query(
        `INSERT INTO payment_confirmations (purpose, ref, gateway, payment_ref, amount_cents, source)
         VALUES ('mvm', $1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING ref`,
        [c.paymentId, c.provider, c.providerRef, c.amountCents, c.source],
      );
      if (!inserted.length) return 'already';
      await tx.query(
        `UPDATE mvm_payments SET status = 'PAID', provider_ref = $2, paid_at = now(),
           failure_reason = NULL, updated_at = now()
         WHERE id = $1 AND status <> 'PAID'`,
        [c.paymentId, c.providerRef],
      );
      return 'confirmed';
    });
  }

  async settleUnpaid(
    id: string,
    to: 'FAILED' | 'CANCELLED',
    reason: string,
    providerRef?: string,
  ): Promise<boolean> {
    const [, count]: [unknown, number] = await this.db.query(
      `UPDATE mvm_payments SET status = $2, failure_reason = $3,
         provider_ref = COALESCE($4, provider_ref), updated_at = now()
       WHERE id = $1 AND status = 'PENDING'`,
      [id, to, reason.slice(0, 500), providerRef ?? null],
    );
    return count === 1;
  }

  async findPending(idleMs: number, limit: number): Promise<MvmPayment[]> {
    const rows: MvmPaymentRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM mvm_payments
       WHERE status = 'PENDING' AND created_at < now() - make_interval(secs => $1::double precision / 1000)
       ORDER BY created_at LIMIT $2`,
      [idleMs, limit],
    );
    return rows.map(toDomain);
  }
}
