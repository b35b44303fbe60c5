import type { Client } from 'pg';
import { Argon2PasswordHasher } from '@modules/identity/infra/argon2-password-hasher';
import { ShopClient } from '@selamtopup/test-kit/shop-client';

const PASSWORD = 'Faults#2026';
let passwordHash: Promise<string> | undefined;

/** A customer with a browser of its own (cookies, CSRF token, an address of its own). */
export class Shopper {
  private loggedIn = false;
  readonly client: ShopClient;

  constructor(
    readonly email: string,
    baseUrl: string,
    ip: string,
  ) {
    this.client = new ShopClient(baseUrl, ip);
  }

  async ensureLoggedIn(): Promise<void> {
    if (this.loggedIn) return;
    await this.client.logIn(this.email, PASSWORD);
    this.loggedIn = true;
  }

  /** The session is gone (a Redis wipe): the next step logs in again, as a person would. */
  loggedOut(): void {
    this.loggedIn = false;
  }
}

/**
 * Drill customers straight in the database (signing up by mail is not what is drilled), each
 * logging in through the API on first use. A customer starts at most 10 orders in 10 minutes,
 * so there is one customer per 8 orders.
 */
export async function shoppersFor(db: Client, baseUrl: string, orders: number): Promise<Shopper[]> {
  passwordHash ??= new Argon2PasswordHasher().hash(PASSWORD);
  const hash = await passwordHash;
  const count = Math.ceil(orders / 8);
  const emails = Array.from({ length: count }, (_, i) => `faults-${i + 1}@example.com`);
  await db.query(
    `INSERT INTO customers (fullname, telephone, email, password_hash)
     SELECT 'Fault Drill', '+251911234567', email, $2 FROM unnest($1::text[]) AS email`,
    [emails, hash],
  );
  return emails.map(
    (email, i) => new Shopper(email, baseUrl, `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`),
  );
}
