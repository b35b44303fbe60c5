import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createMigratedDatabase } from '../setup/global-setup';
import { adminAgent as loggedInAdmin } from '../support/admins';
import { csrfToken, type TestApp } from '../support/test-app';

/** A browser logged in to the back office (POST /api/admin/login), sending its CSRF token. */
export async function adminAgent(
  t: TestApp,
): Promise<{ agent: TestAgent; admin: { id: string; email: string }; cookie: string }> {
  const { agent, admin } = await loggedInAdmin(t);
  const csrf = await csrfToken(agent);
  const cookies = (
    agent as unknown as { jar: { getCookies(a: object): { toValueString(): string }[] } }
  ).jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .map((c) => c.toValueString());
  return { agent: agent.set('x-csrf-token', csrf), admin, cookie: cookies.join('; ') };
}

/** A database of the suite's own: its counts are not disturbed by other suites' orders. */
export function ownDatabase(suffix: string): Promise<string> {
  const run = new URL(process.env.DATABASE_URL!);
  return createMigratedDatabase(
    process.env.TEST_DATABASE_SERVER!,
    `${decodeURIComponent(run.pathname.slice(1))}_${suffix}`,
  );
}

export interface OrderSeed {
  customerId: string;
  telenumber?: string;
  country?: string;
  status?: string;
  createdAt?: string;
  completedAt?: string | null;
  amountCents?: number;
}

/** Orders written straight into the table, as the orders context leaves them. */
export async function insertOrders(db: DataSource, orders: OrderSeed[]): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name, country,
       amount_cents, service_charge_cents, status, gateway, created_at, completed_at)
     SELECT (o->>'customerId')::uuid, 'p1', 'Airtime', coalesce(o->>'telenumber', '+251911000000'), 'Ethio telecom',
       coalesce(o->>'country', 'Ethiopia'), coalesce((o->>'amountCents')::int, 1000), 80,
       coalesce(o->>'status', 'COMPLETED'), 'stripe', coalesce((o->>'createdAt')::timestamptz, now()),
       (o->>'completedAt')::timestamptz
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(o, i) ORDER BY i
     RETURNING id`,
    [JSON.stringify(orders)],
  );
  return rows.map((r) => r.id);
}

export async function insertCustomer(
  db: DataSource,
  email: string,
  fullname = 'Selam Tesfaye',
  telephone = '+251911234567',
): Promise<string> {
  const [{ id }] = await db.query(
    `INSERT INTO customers (fullname, telephone, email, password_hash) VALUES ($1, $2, $3, 'x') RETURNING id`,
    [fullname, telephone, email],
  );
  return id;
}
