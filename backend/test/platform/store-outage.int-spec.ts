import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { ownDatabase } from '../support/databases';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';

jest.setTimeout(30_000);

/**
 * PostgreSQL cutting a connection under a request (a failover, a restart, an administrator) is
 * answered 503 with Retry-After, which the customer site shows as /Error503 and Stripe and
 * browsers retry, not 500 (the fault suite's PostgreSQL drill, docs/reliability.md). A database
 * of its own: the test locks a table and cuts the API's connection waiting on it.
 */
describe('PostgreSQL out of reach under a request', () => {
  let t: TestApp;
  let url: string;
  let productId: string;

  beforeAll(async () => {
    url = await ownDatabase('outage');
    t = await createTestApp({}, { DATABASE_URL: url });
    await ensureCatalogue(t);
    const [offer] = await t.app
      .get(DataSource)
      .query<{ product_id: string }[]>('SELECT product_id FROM offers WHERE active LIMIT 1');
    productId = offer.product_id;
  });
  afterAll(() => t?.close());

  /** Sends `request` while `offers` is locked, and cuts the API's connection that waits on it. */
  async function cutUnder<T>(request: () => PromiseLike<T>): Promise<T> {
    const locker = new Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE offers IN ACCESS EXCLUSIVE MODE');
      // supertest sends only once awaited: start it now.
      const answer = Promise.resolve(request());
      const waiting = await waitFor(async () => {
        const rows = await locker.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        );
        return rows.rows[0]?.pid;
      }, 10_000);
      await locker.query('SELECT pg_terminate_backend($1)', [waiting]);
      await locker.query('ROLLBACK');
      return await answer;
    } finally {
      await locker.end();
    }
  }

  it('answers 503 "briefly unavailable" with Retry-After, logged as a warning, not an error', async () => {
    const { agent } = await customerAgent(t);
    const errors = jest.spyOn(Logger.prototype, 'error');
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    try {
      const res = await cutUnder(() => agent.get(`/api/product/getOfferById/${productId}`));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        statusCode: 503,
        message: 'The service is briefly unavailable, please try again in a moment.',
      });
      expect(res.headers['retry-after']).toBe('5');
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).toHaveBeenCalledWith(
        expect.stringMatching(/^Answered 503, a store is out of reach: .*terminating connection/),
      );
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it('answers the next request normally: the pool replaced the cut connection', async () => {
    const { agent } = await customerAgent(t);
    const res = await agent.get(`/api/product/getOfferById/${productId}`).expect(200);
    expect(res.body.productId).toBe(productId);
  });
});
