import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { PasswordHasher } from '@modules/identity/ports/password-hasher.port';
import { solvedAltcha } from './altcha';
import { post } from './http';
import type { TestApp } from './test-app';

export const ADMIN_PASSWORD = 'Admin#2026x';

export interface TestAdmin {
  id: string;
  fullname: string;
  email: string;
  password: string;
  type: 'master' | 'admin';
}

let n = 0;

/** An admin account written straight to the database (how `npm run admin:create` leaves one). */
export async function insertAdmin(
  t: TestApp,
  type: 'master' | 'admin' = 'admin',
  email = `${type}-${Date.now()}-${++n}@example.com`,
): Promise<TestAdmin> {
  const hash = await t.app.get(PasswordHasher).hash(ADMIN_PASSWORD);
  const fullname = type === 'master' ? 'Master Tester' : 'Admin Tester';
  const [row] = await t.app
    .get(DataSource)
    .query(
      `INSERT INTO admins (fullname, email, password_hash, type) VALUES ($1, $2, $3, $4) RETURNING id`,
      [fullname, email, hash, type],
    );
  return { id: row.id as string, fullname, email, password: ADMIN_PASSWORD, type };
}

export async function logInAdmin(agent: TestAgent, email: string, password = ADMIN_PASSWORD) {
  return post(agent, '/api/admin/login', { email, password, altcha: await solvedAltcha(agent) });
}

/** A browser logged in to the back office as a new admin of the given type. */
export async function adminAgent(
  t: TestApp,
  type: 'master' | 'admin' = 'admin',
): Promise<{ agent: TestAgent; admin: TestAdmin }> {
  const admin = await insertAdmin(t, type);
  const agent = t.agent();
  const res = await logInAdmin(agent, admin.email);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
  return { agent, admin };
}

/** The audit log lines of one admin e-mail, oldest first. */
export async function auditOf(t: TestApp, email: string) {
  return t.app
    .get(DataSource)
    .query(`SELECT action, detail FROM admin_audit_log WHERE admin_email = $1 ORDER BY id`, [
      email,
    ]) as Promise<{ action: string; detail: string }[]>;
}
