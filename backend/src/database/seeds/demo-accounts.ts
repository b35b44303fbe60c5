import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { ARGON2_OPTIONS } from '@modules/identity/infra/argon2-password-hasher';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_MASTER_ADMIN } from './demo-credentials';

/** Creates the demo customer, master admin and ordinary admin when missing; returns what it created. */
export async function seedDemoAccounts(db: DataSource): Promise<string[]> {
  const created: string[] = [];
  const customer = await db.query(
    `INSERT INTO customers (fullname, telephone, email, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [
      DEMO_CUSTOMER.fullname,
      DEMO_CUSTOMER.telephone,
      DEMO_CUSTOMER.email,
      await argon2.hash(DEMO_CUSTOMER.password, ARGON2_OPTIONS),
    ],
  );
  if (customer.length) {
    created.push('demo customer');
    await seedDemoCalls(db, customer[0].id as string);
  }
  const hasAdmin = await db.query(`SELECT 1 FROM admins LIMIT 1`);
  if (!hasAdmin.length) {
    await db.query(
      `INSERT INTO admins (fullname, email, password_hash, type) VALUES ($1, $2, $3, 'master')`,
      [
        DEMO_MASTER_ADMIN.fullname,
        DEMO_MASTER_ADMIN.email,
        await argon2.hash(DEMO_MASTER_ADMIN.password, ARGON2_OPTIONS),
      ],
    );
    created.push('master admin');
  }
  // After the master check: the ordinary demo admin must not stand in for a missing master.
  const admin = await db.query(
    `INSERT INTO admins (fullname, email, password_hash, type) VALUES ($1, $2, $3, 'admin')
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [DEMO_ADMIN.fullname, DEMO_ADMIN.email, await argon2.hash(DEMO_ADMIN.password, ARGON2_OPTIONS)],
  );
  if (admin.length) created.push('demo admin');
  return created;
}

/** International calls are made in the Android app; the demo customer gets a few to list. */
async function seedDemoCalls(db: DataSource, customerId: string): Promise<void> {
  const amounts = [125, 310, 75, 540, 199, 260, 90, 415, 150, 330, 60, 285];
  for (const [i, cents] of amounts.entries()) {
    await db.query(
      `INSERT INTO call_transactions (customer_id, amount_cents, completed_at) VALUES ($1, $2, now() - make_interval(days => $3, hours => $4))`,
      [customerId, cents, i * 4 + 1, (i * 7) % 24],
    );
  }
}
