import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sandbox DT One records a transaction and charges its balance in one call
 * (integrations/dtone/sandbox/sandbox-transaction.sql-repository.ts): one round trip instead of
 * BEGIN, INSERT, UPDATE and COMMIT. The balance is a single row every send updates: in a
 * transaction driven from the worker, its lock was held across the worker's round trip to
 * COMMIT, so under load every send waited for the one before it (docs/performance.md). In one
 * statement the lock is held for the update and the commit only. A balance too low raises
 * SQLSTATE P0001 with the message below, which rolls the new transaction back.
 */
export class SandboxRecordInOneCall1796300000000 implements MigrationInterface {
  name = 'SandboxRecordInOneCall1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION dtone_sandbox_record(
        p_external_id text, p_product_id text, p_mobile_number text, p_wholesale_cents integer,
        p_charge_cents integer
      ) RETURNS SETOF dtone_sandbox_transactions LANGUAGE plpgsql AS $$
      DECLARE
        recorded dtone_sandbox_transactions;
      BEGIN
        INSERT INTO dtone_sandbox_transactions (external_id, product_id, mobile_number, wholesale_cents)
        VALUES (p_external_id, p_product_id, p_mobile_number, p_wholesale_cents)
        ON CONFLICT (external_id) DO NOTHING
        RETURNING * INTO recorded;
        -- The external id has a transaction already: nothing is charged, nothing answered.
        IF NOT FOUND THEN
          RETURN;
        END IF;
        IF p_charge_cents > 0 THEN
          UPDATE dtone_sandbox_balance
             SET available_cents = available_cents - p_charge_cents, updated_at = now()
           WHERE available_cents >= p_charge_cents;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'dtone sandbox: insufficient balance' USING ERRCODE = 'P0001';
          END IF;
        END IF;
        RETURN NEXT recorded;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION dtone_sandbox_record(text, text, text, integer, integer)`);
  }
}
