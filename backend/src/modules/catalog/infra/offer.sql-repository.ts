import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Offer } from '../domain/offer';
import { OfferRepository, PricedProduct } from '../ports/offer-repository.port';

const SYNC_LOCK = 727_002;
const COLUMNS = `product_id AS "productId", product_name AS "productName", promotion_bonus AS "promotionBonus",
  amount_cents AS "amountCents", service_charge_cents AS "serviceChargeCents", wholesale_cents AS "wholesaleCents", service, sub_service AS "subService",
  operator_id AS "operatorId", operator_name AS "operatorName", operator_country AS "operatorCountry",
  country_iso3 AS "countryIso3", active, what_arrives AS "whatArrives", promotions, kind, range`;

@Injectable()
export class OfferTypeormRepository extends OfferRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  /** One statement per page: INSERT … ON CONFLICT DO UPDATE, touching updated_at only on change. */
  async upsert(
    items: PricedProduct[],
    seenAt: Date,
  ): Promise<{ inserted: number; updated: number }> {
    if (!items.length) return { inserted: 0, updated: 0 };
    const values: unknown[] = [];
    // The positions of what_arrives, promotions and range in a row: jsonb columns.
    const JSONB = new Set([15, 16, 18]);
    const rows = items.map(
      ({ product: p, amountCents, serviceChargeCents, whatArrives, promotions }) => {
        const row = [
          p.id,
          p.name,
          p.promotion,
          amountCents,
          serviceChargeCents,
          p.service,
          p.subService,
          p.operatorId,
          p.operatorName,
          p.countryName,
          p.countryIso3,
          p.destination.amount,
          p.destination.unit,
          p.wholesaleUsdCents,
          seenAt,
          JSON.stringify(whatArrives),
          JSON.stringify(promotions),
          p.kind ?? 'fixed',
          p.range ? JSON.stringify(p.range) : null,
        ];
        const base = values.length;
        values.push(...row);
        const casts = row.map((_, i) => `$${base + i + 1}${JSONB.has(i) ? '::jsonb' : ''}`);
        return `(${casts.join(', ')}, true)`;
      },
    );
    const result: { inserted: boolean }[] = await this.db.query(
      `INSERT INTO offers (product_id, product_name, promotion_bonus, amount_cents, service_charge_cents, service,
         sub_service, operator_id, operator_name, operator_country, country_iso3, destination_amount, destination_unit,
         wholesale_cents, last_seen_at, what_arrives, promotions, kind, range, active)
       VALUES ${rows.join(', ')}
       ON CONFLICT (product_id) DO UPDATE SET
         product_name = EXCLUDED.product_name, promotion_bonus = EXCLUDED.promotion_bonus,
         amount_cents = EXCLUDED.amount_cents, service_charge_cents = EXCLUDED.service_charge_cents,
         service = EXCLUDED.service, sub_service = EXCLUDED.sub_service, operator_id = EXCLUDED.operator_id,
         operator_name = EXCLUDED.operator_name, operator_country = EXCLUDED.operator_country,
         country_iso3 = EXCLUDED.country_iso3, destination_amount = EXCLUDED.destination_amount,
         destination_unit = EXCLUDED.destination_unit, wholesale_cents = EXCLUDED.wholesale_cents,
         last_seen_at = EXCLUDED.last_seen_at, what_arrives = EXCLUDED.what_arrives,
         promotions = EXCLUDED.promotions, kind = EXCLUDED.kind, range = EXCLUDED.range,
         active = true,
         updated_at = CASE WHEN (offers.product_name, offers.promotion_bonus, offers.amount_cents,
             offers.service_charge_cents, offers.sub_service, offers.active, offers.what_arrives,
             offers.promotions)
           IS DISTINCT FROM (EXCLUDED.product_name, EXCLUDED.promotion_bonus, EXCLUDED.amount_cents,
             EXCLUDED.service_charge_cents, EXCLUDED.sub_service, true, EXCLUDED.what_arrives,
             EXCLUDED.promotions)
           THEN now() ELSE offers.updated_at END
       RETURNING (xmax = 0) AS inserted`,
      values,
    );
    const inserted = result.filter((r) => r.inserted).length;
    return { inserted, updated: result.length - inserted };
  }

  async deactivateNotSeenSince(seenAt: Date): Promise<number> {
    const [, count] = await this.db.query(
      `UPDATE offers SET active = false, updated_at = now() WHERE active AND last_seen_at < $1`,
      [seenAt],
    );
    return count as number;
  }

  async countActive(): Promise<number> {
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM offers WHERE active`,
    );
    return count;
  }

  listActive(filter: { country?: string; operator?: string }): Promise<Offer[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM offers WHERE active
         AND ($1::text IS NULL OR lower(operator_country) = lower($1))
         AND ($2::text IS NULL OR lower(operator_name) = lower($2))
       ORDER BY operator_country, operator_name, service, sub_service NULLS FIRST, amount_cents, product_id`,
      [filter.country ?? null, filter.operator ?? null],
    );
  }

  /** Computed by PostgreSQL: the API's event loop never reads 10k rows to learn nothing changed. */
  async activeVersion(): Promise<string> {
    const [{ version }] = await this.db.query(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(o::text, ',' ORDER BY o.product_id)), '') AS version
         FROM offers o WHERE o.active`,
    );
    return version;
  }

  async findActive(productId: string): Promise<Offer | null> {
    const rows: Offer[] = await this.db.query(
      `SELECT ${COLUMNS} FROM offers WHERE product_id = $1 AND active`,
      [productId],
    );
    return rows[0] ?? null;
  }

  async exclusively<T>(work: () => Promise<T>): Promise<T | null> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [
        SYNC_LOCK,
      ]);
      if (!locked) return null;
      try {
        return await work();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [SYNC_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }
}
