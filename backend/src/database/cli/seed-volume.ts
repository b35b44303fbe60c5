// `npm run seed:volume -- --transactions 1000000 [--customers 50000] [--offers 10000]`: a
// production-sized order history (and catalogue) for benchmarks and EXPLAIN ANALYZE. Never for
// production data.
//
// Adds on top: customers are created once (fixed e-mails, re-runs reuse them); every run adds
// the requested number of orders and says how many there were before. Rows are generated inside
// PostgreSQL (generate_series) in one transaction, with the secondary indexes dropped during the
// load and rebuilt after it, the rollup filled in one GROUP BY and synchronous_commit off.
import 'reflect-metadata';
import { Client } from 'pg';
import { AppConfig } from '@config/app-config';

/** Marks the seeded customers: not an argon2 hash, so nobody can log in as one. */
const VOLUME_PASSWORD_HASH = 'volume-seed-no-login';

/** ISO 3166 alpha-3 of each destination's country (offers carry it), in DESTINATIONS' order. */
const ISO3 = ['ETH', 'ERI', 'KEN', 'TZA', 'UGA', 'RWA', 'SOM', 'SSD', 'NGA', 'GHA'];

/** Country, operator, number prefix, digits after the prefix, weight (share of orders). */
const DESTINATIONS: [string, string, string, number, number][] = [
  ['Ethiopia', 'Ethio telecom', '+2519', 8, 30],
  ['Eritrea', 'Eritel', '+2917', 6, 8],
  ['Kenya', 'Safaricom', '+2547', 8, 12],
  ['Tanzania', 'Vodacom Tanzania', '+25575', 7, 9],
  ['Uganda', 'MTN Uganda', '+25677', 7, 7],
  ['Rwanda', 'MTN Rwanda', '+25078', 7, 5],
  ['Somalia', 'Hormuud', '+25261', 7, 9],
  ['South Sudan', 'MTN South Sudan', '+21192', 7, 4],
  ['Nigeria', 'MTN Nigeria', '+234803', 7, 9],
  ['Ghana', 'MTN Ghana', '+23324', 7, 7],
];

function argument(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

async function seedCustomers(db: Client, count: number): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO customers (fullname, telephone, email, password_hash)
     SELECT first || ' ' || last,
       '+1202' || lpad((g * 7919 % 10000000)::text, 7, '0'),
       lower(first || '.' || last || g) || '@' || (ARRAY['gmail.com','yahoo.com','outlook.com','hotmail.com','icloud.com'])[1 + g % 5],
       $2
     FROM generate_series(1, $1::int) g,
       LATERAL (SELECT (ARRAY['Selam','Abebe','Hana','Dawit','Meron','Yonas','Sara','Samuel','Liya','Kidus','Amina','Juma','Grace','Peter'])[1 + g % 14] AS first,
                       (ARRAY['Tesfaye','Bekele','Haile','Girma','Mekonnen','Alemu','Wanjiru','Otieno','Mensah','Okafor','Nkurunziza','Hassan'])[1 + (g / 14) % 12] AS last) n
     ON CONFLICT (email) DO NOTHING`,
    [count, VOLUME_PASSWORD_HASH],
  );
  return rowCount ?? 0;
}

/** The tables the bulk load writes; their secondary indexes are rebuilt once after it. */
const LOADED_TABLES = ['top_up_orders', 'order_events'];

/**
 * Index-by-index maintenance of a million random rows is most of a naive load's time (three
 * btrees ending in a random uuid, a trigram GIN, a unique text key per order and the events'
 * order index). So the load drops every index of the loaded tables that no foreign key needs
 * (everything but the primary keys) and answers the statements that rebuild them, each by one
 * sort of the whole table. Unique constraints are dropped and re-added as constraints.
 */
async function dropSecondaryIndexes(db: Client): Promise<string[]> {
  const { rows } = await db.query<{ tbl: string; name: string; def: string; con: string | null }>(
    `SELECT t.relname AS tbl, i.relname AS name, pg_get_indexdef(i.oid) AS def,
       (SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c WHERE c.conindid = i.oid AND c.contype = 'u') AS con
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relname = ANY ($1) AND t.relnamespace = 'public'::regnamespace AND NOT x.indisprimary
     ORDER BY t.relname, i.relname`,
    [LOADED_TABLES],
  );
  const rebuild: string[] = [];
  for (const r of rows) {
    if (r.con) {
      await db.query(`ALTER TABLE ${r.tbl} DROP CONSTRAINT ${r.name}`);
      rebuild.push(`ALTER TABLE ${r.tbl} ADD CONSTRAINT ${r.name} ${r.con}`);
    } else {
      await db.query(`DROP INDEX ${r.name}`);
      rebuild.push(r.def);
    }
  }
  return rebuild;
}

/**
 * Every order with its events in three statements, statuses mixed as in a real year. The rows
 * are drawn once into a temporary table (no WAL), then copied into the real tables; the daily
 * rollup the triggers would keep row by row is added in one GROUP BY.
 */
async function seedOrders(db: Client, count: number): Promise<void> {
  const weights = DESTINATIONS.flatMap((d, i) => Array<number>(d[4]).fill(i + 1));
  await db.query(
    `CREATE TEMP TABLE volume_destinations ON COMMIT DROP AS
     SELECT ordinality::int AS n, d[1] AS country, d[2] AS operator, d[3] AS prefix, d[4]::int AS digits
     FROM unnest($1::text[]) WITH ORDINALITY AS t(d_text), LATERAL string_to_array(d_text, '|') d`,
    [DESTINATIONS.map((d) => d.slice(0, 4).join('|'))],
  );
  await db.query(
    `CREATE TEMP TABLE volume_batch ON COMMIT DROP AS
     WITH customers_pool AS (
       SELECT array_agg(id) AS ids FROM customers WHERE password_hash = $2
     ), raw AS (
       SELECT gen_random_uuid() AS id, random() AS r_status, random() AS r_time, random() AS r_amount
       FROM generate_series(1, $1::int) g
     )
     SELECT r.id,
       p.ids[1 + floor(random() * array_length(p.ids, 1))::int] AS customer_id,
       ($3::int[])[1 + floor(random() * cardinality($3::int[]))::int] AS destination,
       s.status,
       (ARRAY[100, 200, 300, 500, 1000, 1500, 2000, 2500, 5000])[1 + floor(r.r_amount * 9)::int] AS amount_cents,
       CASE WHEN s.status IN ('PENDING_PAYMENT', 'PAID', 'SUBMITTED')
         THEN now() - r.r_time * interval '2 hours'
         ELSE now() - r.r_time * interval '365 days' END AS created_at
     FROM raw r, customers_pool p,
       LATERAL (SELECT CASE
         WHEN r.r_status < 0.80 THEN 'COMPLETED' WHEN r.r_status < 0.83 THEN 'REFUNDED'
         WHEN r.r_status < 0.84 THEN 'FAILED' WHEN r.r_status < 0.92 THEN 'CANCELLED'
         WHEN r.r_status < 0.97 THEN 'PENDING_PAYMENT' WHEN r.r_status < 0.98 THEN 'PAID'
         ELSE 'SUBMITTED' END AS status) s`,
    [count, VOLUME_PASSWORD_HASH, weights],
  );
  // In created_at order, as a live table fills: the date indexes and the heap agree, which is
  // what the list's index scans read at volume.
  await db.query(
    `INSERT INTO top_up_orders (id, customer_id, product_id, product_name, telenumber, operator_name, country,
       amount_cents, service_charge_cents, status, gateway, checkout_session_id, payment_ref,
       provider_transaction_id, failure_reason, refund_ref, created_at, paid_at, completed_at, updated_at)
     SELECT b.id, b.customer_id, 'volume-' || d.operator || '-' || b.amount_cents,
       to_char(b.amount_cents / 100.0, 'FM990.00') || ' USD Airtime', d.prefix || lpad(floor(random() * 10 ^ d.digits)::bigint::text, d.digits, '0'),
       d.operator, d.country, b.amount_cents, 50 + ceil(b.amount_cents * 0.03)::int, b.status,
       CASE WHEN random() < 0.7 THEN 'stripe' ELSE 'paypal' END, 'cs_volume_' || b.id,
       CASE WHEN b.status NOT IN ('PENDING_PAYMENT', 'CANCELLED') THEN 'pi_volume_' || b.id END,
       CASE WHEN b.status IN ('COMPLETED', 'FAILED', 'REFUNDED') THEN 'dt_' || b.id END,
       CASE WHEN b.status IN ('FAILED', 'REFUNDED') THEN 'The operator refused the top-up' END,
       CASE WHEN b.status = 'REFUNDED' THEN 're_volume_' || b.id END,
       b.created_at,
       CASE WHEN b.status NOT IN ('PENDING_PAYMENT', 'CANCELLED') THEN b.created_at + interval '40 seconds' END,
       CASE WHEN b.status = 'COMPLETED' THEN b.created_at + (45 + random() * 120) * interval '1 second' END,
       b.created_at + interval '3 minutes'
     FROM volume_batch b JOIN volume_destinations d ON d.n = b.destination
     ORDER BY b.created_at`,
  );
  await db.query(
    `INSERT INTO order_daily_counts AS c (day, status, country, orders, revenue_cents)
     SELECT (b.created_at AT TIME ZONE 'UTC')::date, b.status, d.country, count(*),
       sum(b.amount_cents + 50 + ceil(b.amount_cents * 0.03)::int)
     FROM volume_batch b JOIN volume_destinations d ON d.n = b.destination GROUP BY 1, 2, 3
     ON CONFLICT (day, status, country) DO UPDATE
       SET orders = c.orders + EXCLUDED.orders, revenue_cents = c.revenue_cents + EXCLUDED.revenue_cents`,
  );
  await db.query(
    `INSERT INTO order_events (order_id, from_status, to_status, actor, detail, created_at)
     SELECT b.id, e.from_status, e.to_status, e.actor, '', b.created_at + e.after
     FROM volume_batch b, LATERAL (VALUES
       (NULL, 'PENDING_PAYMENT', 'customer', interval '0', true),
       ('PENDING_PAYMENT', 'PAID', 'stripe', interval '40 seconds', b.status NOT IN ('PENDING_PAYMENT', 'CANCELLED')),
       ('PENDING_PAYMENT', 'CANCELLED', 'reconciliation', interval '1 hour', b.status = 'CANCELLED'),
       ('PAID', 'SUBMITTED', 'worker', interval '41 seconds', b.status IN ('SUBMITTED', 'COMPLETED', 'FAILED', 'REFUNDED')),
       ('SUBMITTED', 'COMPLETED', 'worker', interval '45 seconds', b.status = 'COMPLETED'),
       ('SUBMITTED', 'FAILED', 'worker', interval '45 seconds', b.status IN ('FAILED', 'REFUNDED')),
       ('FAILED', 'REFUNDED', 'worker', interval '50 seconds', b.status = 'REFUNDED')
     ) e(from_status, to_status, actor, after, happened)
     WHERE e.happened`,
  );
}

/**
 * Active offers up to `count` volume offers (fixed ids, so a re-run tops up instead of adding):
 * the destinations' operators, airtime of 1–300 USD and data bundles, as a catalogue ten times
 * the size of DT One's for our countries looks (the offers answer's benchmark at 10k offers).
 */
async function seedOffers(db: Client, count: number): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO offers (product_id, product_name, promotion_bonus, amount_cents, service_charge_cents,
       service, sub_service, operator_id, operator_name, operator_country, country_iso3,
       destination_amount, destination_unit, wholesale_cents, active, last_seen_at)
     SELECT 'volume-offer-' || g,
       CASE WHEN data THEN (1 + g % 50) || ' GB Data ' || (7 + g % 24) || ' days'
            ELSE to_char(cents / 100.0, 'FM990.00') || ' USD Airtime' END,
       CASE WHEN g % 9 = 0 THEN '+' || (5 + g % 20) || ' % bonus this week' ELSE '' END,
       cents, 50 + ceil(cents * 0.03)::int, 'Mobile', CASE WHEN data THEN 'Data' ELSE 'Airtime' END,
       (700000 + d.n)::text, d.operator, d.country, d.iso3, (cents * 57)::text, 'LCU',
       floor(cents * 0.9)::int, true, now()
     FROM generate_series(1, $1::int) g,
       LATERAL (SELECT g % 3 = 0 AS data, 100 + (g * 7919 % 300) * 100 AS cents) o,
       LATERAL (SELECT t.* FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY
                  AS t(country, operator, iso3, n) WHERE t.n = 1 + g % cardinality($2::text[])) d
     ON CONFLICT (product_id) DO NOTHING`,
    [count, DESTINATIONS.map((d) => d[0]), DESTINATIONS.map((d) => d[1]), ISO3],
  );
  return rowCount ?? 0;
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

async function main(): Promise<void> {
  const transactions = argument('transactions', 1_000_000);
  const customers = argument('customers', 50_000);
  const offers = argument('offers', 0);
  const url = new AppConfig().env.DATABASE_URL;
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const started = Date.now();
    // A throwaway load: no flush per commit, room to sort the index rebuilds in memory.
    await db.query(`SET synchronous_commit = off`);
    await db.query(`SET maintenance_work_mem = '256MB'`);
    await db.query(`SET work_mem = '64MB'`);
    const [{ before }] = (await db.query(`SELECT count(*)::int AS before FROM top_up_orders`)).rows;
    if (offers) console.log(`${await seedOffers(db, offers)} offers added (of ${offers})`);
    if (!transactions) return;
    const addedCustomers = await seedCustomers(db, customers);
    const [{ rolsuper }] = (
      await db.query(`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`)
    ).rows;
    // One transaction: the tables are locked for the load, and a failure leaves them as they
    // were (indexes and triggers included).
    await db.query('BEGIN');
    await db.query('LOCK TABLE top_up_orders, order_events IN SHARE ROW EXCLUSIVE MODE');
    const rebuild = await dropSecondaryIndexes(db);
    // The rollup triggers (a function call per row) are off; seedOrders adds the rollup in one
    // GROUP BY. A superuser also skips the per-row foreign-key checks (the rows reference
    // customers and orders drawn from the tables themselves).
    if (rolsuper) await db.query(`SET LOCAL session_replication_role = replica`);
    else
      await db.query(
        `ALTER TABLE top_up_orders DISABLE TRIGGER top_up_orders_counted, DISABLE TRIGGER top_up_orders_recounted`,
      );
    await seedOrders(db, transactions);
    if (rolsuper) await db.query(`SET LOCAL session_replication_role = DEFAULT`);
    else
      await db.query(
        `ALTER TABLE top_up_orders ENABLE TRIGGER top_up_orders_counted, ENABLE TRIGGER top_up_orders_recounted`,
      );
    const loaded = Date.now();
    console.log(
      `${transactions} orders loaded in ${seconds(started)} s; rebuilding ${rebuild.length} indexes`,
    );
    for (const statement of rebuild) await db.query(statement);
    await db.query('COMMIT');
    console.log(`Indexes rebuilt in ${seconds(loaded)} s`);
    // The visibility map lets the list's index-only scans skip the heap; statistics for the planner.
    await db.query('VACUUM (ANALYZE) top_up_orders, order_events, customers, order_daily_counts');
    console.log(
      `Volume seed on ${new URL(url).pathname.slice(1)}: ${addedCustomers} customers added (of ${customers}), ` +
        `${transactions} orders added on top of ${before} (now ${before + transactions}) in ${seconds(started)} s.`,
    );
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
