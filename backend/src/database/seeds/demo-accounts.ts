import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { ARGON2_OPTIONS } from '../../modules/identity/infra/argon2-password-hasher';
import { DEMO_CUSTOMER, DEMO_MASTER_ADMIN } from './demo-credentials';

/** Creates the demo customer and master admin when missing; returns what it created. */
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
  if (customer.length) created.push('demo customer');
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
  return created;
}
