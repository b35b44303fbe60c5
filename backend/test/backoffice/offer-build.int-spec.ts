import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OfferSource } from '@modules/catalog/ports/offer-source.port';
import { adminAgent, auditOf } from '../support/admins';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';
import { EditableOfferSource, product } from '@modules/catalog/testing/fake-offer-source';
import { call } from '../support/http';
import { expectRefusedToOutsiders } from '../support/access-checks';
import { ownDatabase } from '../support/databases';

jest.setTimeout(90_000);

/**
 * Each part has its own database and its own queue prefix: the sync job must run in this
 * suite's worker, not in another suite's.
 */
const isolated = async (name: string) => ({
  DATABASE_URL: await ownDatabase(name),
  REDIS_PREFIX: `${process.env.REDIS_PREFIX}:${name}`,
});

describe('Build Offers (buildOffer) with the sandbox DT One in the worker', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    const env = await isolated('build');
    t = await createTestApp({}, env);
    worker = await startWorker(env);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('is for admins only', async () => {
    await expectRefusedToOutsiders(t, 'post', '/api/admin/buildOffer', 'admin');
  });

  it('answers 201 with the success text and the counts, and audits them', async () => {
    const { agent, admin } = await adminAgent(t, 'admin');
    const res = await call(agent, 'post', '/api/admin/buildOffer');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Successfully Update for SelamTopup Offers',
      inserted: expect.any(Number),
      updated: expect.any(Number),
      deactivated: 0,
      skipped: expect.any(Number),
    });
    expect(res.body.inserted + res.body.updated).toBeGreaterThan(0);
    const [{ n }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM offers WHERE active`);
    expect(n).toBe(res.body.inserted + res.body.updated);
    const audit = await auditOf(t, admin.email);
    expect(audit.at(-1)).toEqual({
      action: 'offers.build',
      detail: `inserted ${res.body.inserted}, updated ${res.body.updated}, deactivated 0, skipped ${res.body.skipped}`,
    });
  });

  it('two admins at once: both get a real report (the second waits for the first, then runs)', async () => {
    const [a, b] = await Promise.all([adminAgent(t, 'admin'), adminAgent(t, 'master')]);
    const answers = await Promise.all([
      call(a.agent, 'post', '/api/admin/buildOffer'),
      call(b.agent, 'post', '/api/admin/buildOffer'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    for (const r of answers)
      expect(r.body.message).toBe('Successfully Update for SelamTopup Offers');
  });
});

describe('Build Offers when the sync fails', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  const source = new EditableOfferSource();
  beforeAll(async () => {
    const env = await isolated('buildfail');
    t = await createTestApp({}, env);
    worker = await startWorker(env, (b) => b.overrideProvider(OfferSource).useValue(source));
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('answers 400 "Build failed" and audits the failure', async () => {
    source.items = [product('p1')];
    jest.spyOn(source, 'products').mockImplementation(async function* () {
      yield* [];
      throw new Error('DT One answered 503');
    });
    const { agent, admin } = await adminAgent(t, 'admin');
    const res = await call(agent, 'post', '/api/admin/buildOffer');
    expect([res.status, res.body]).toEqual([400, { statusCode: 400, message: 'Build failed' }]);
    expect((await auditOf(t, admin.email)).at(-1)).toEqual({
      action: 'offers.build',
      detail: 'failed: DT One answered 503',
    });
  });

  it('works again once the provider does', async () => {
    jest.restoreAllMocks();
    source.items = [product('p1'), product('p2')];
    const { agent } = await adminAgent(t, 'admin');
    const res = await call(agent, 'post', '/api/admin/buildOffer');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ inserted: 2, updated: 0, deactivated: 0 });
  });
});
