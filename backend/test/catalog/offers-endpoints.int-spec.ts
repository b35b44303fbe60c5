import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogChangeNotifier } from '@modules/catalog/ports/catalog-change-notifier.port';
import { OffersCatalogueService } from '@modules/catalog/services/offers-catalogue.service';
import { logIn, signUp } from '../support/customers';
import { post } from '../support/http';
import { ensureCatalogue } from '../support/catalogue';
import { createTestApp, TestApp } from '../support/test-app';
import { waitFor } from '../support/smtp-stand-in';
import { startWorker } from '../support/worker';

/** Headers both ways of answering set alike (Node adds the per-connection ones). */
const comparable = (headers: Record<string, unknown>) => {
  const { date: _date, connection: _c, 'keep-alive': _k, ...rest } = headers;
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k.toLowerCase(), String(v)]));
};

/**
 * A GET over the test app's real server, the body as the bytes sent. As supertest does, the
 * server listens only for the request: Fastify closes only a server it started itself, so one
 * left listening would keep the test run from ending.
 */
async function rawGet(t: TestApp, path: string, headers: Record<string, string>) {
  const server = t.app.getHttpServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      },
    );
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
}

describe('offers, getOfferById and mobile lookup (sandbox catalogue)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
    await ensureCatalogue(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('answers every active offer in the specification shape, without a session', async () => {
    const res = await t.agent().get('/api/product/offers').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const countries = new Set(res.body.map((o: { operatorCountry: string }) => o.operatorCountry));
    expect(countries).toEqual(
      new Set([
        'Ethiopia',
        'Eritrea',
        'Tanzania',
        'Kenya',
        'Uganda',
        'Rwanda',
        'Somalia',
        'South Sudan',
        'Nigeria',
        'Ghana',
      ]),
    );
    const offer = res.body.find(
      (o: { operatorName: string }) => o.operatorName === 'Vodacom Tanzania',
    );
    expect(offer).toEqual({
      productId: expect.any(String),
      productName: expect.any(String),
      promotionBonus: expect.any(String),
      amount: expect.any(Number),
      serviceCharge: expect.any(Number),
      service: 'Mobile',
      subService: expect.any(String),
      operatorCountry: 'Tanzania',
      operatorName: 'Vodacom Tanzania',
      operatorId: expect.any(String),
      countryCode: 'TZ',
      // docs/specification.md#what-arrives
      whatArrives: {
        summary: expect.stringMatching(/^[\d,]+ TZS$/),
        validity: '30 days',
        benefits: [{ type: 'CREDITS', text: expect.stringMatching(/ TZS$/), note: null }],
      },
      promotion: {
        title: '20% bonus airtime',
        terms: expect.any(String),
        endsAt: expect.stringMatching(/T23:59:59\.000Z$/),
      },
      feeAboveAmount: expect.any(Boolean),
      kind: 'fixed',
    });
    expect(Number.isInteger(Math.round(offer.amount * 100))).toBe(true);
  });

  it('filters by country and operator', async () => {
    const res = await t
      .agent()
      .get('/api/product/offers')
      .query({ country: 'tanzania', operator: 'Airtel Tanzania' })
      .expect(200);
    expect(res.body.length).toBeGreaterThan(2);
    expect(
      res.body.every((o: { operatorName: string }) => o.operatorName === 'Airtel Tanzania'),
    ).toBe(true);
    await t.agent().get('/api/product/offers').query({ colour: 'red' }).expect(400);
  });

  it('sends it compressed, with an ETag, and 304 when unchanged', async () => {
    // Fastify's inject hands over the raw bytes (HTTP clients would decompress them for us).
    const fastify = t.app.getHttpAdapter().getInstance();
    const res = await fastify.inject({
      method: 'GET',
      url: '/api/product/offers',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).length).toBeGreaterThan(50);
    const br = await fastify.inject({
      method: 'GET',
      url: '/api/product/offers',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const etag = res.headers.etag as string;
    await t.agent().get('/api/product/offers').set('If-None-Match', etag).expect(304);
  });

  it('answers the list before Fastify once it is built, byte for byte as Fastify does', async () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    const catalogue = t.app.get(OffersCatalogueService);
    // Over the real server: the answer is built (Fastify's route) and then ready.
    await t.agent().get('/api/product/offers').expect(200);
    const built = jest.spyOn(catalogue, 'get');
    try {
      const variants: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'gzip' },
        { 'accept-encoding': 'gzip, deflate, br' },
      ];
      for (const headers of variants) {
        // inject() never passes through the server: it is Fastify's own answer.
        const viaFastify = await fastify.inject({
          method: 'GET',
          url: '/api/product/offers',
          headers,
        });
        const viaDoor = await rawGet(t, '/api/product/offers', headers);
        expect(viaDoor.status).toBe(200);
        expect(viaDoor.body).toEqual(viaFastify.rawPayload);
        expect(comparable(viaDoor.headers)).toEqual(comparable(viaFastify.headers));
      }
      const etag = (await rawGet(t, '/api/product/offers', {})).headers.etag as string;
      const notModified = await rawGet(t, '/api/product/offers', { 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      // The front door answered all of these (Fastify's route would have asked get()) …
      expect(built.mock.calls).toHaveLength(variants.length); // … but for the inject() calls
    } finally {
      built.mockRestore();
    }
    // A query, another method, a bad filter: Fastify, as before.
    await t.agent().get('/api/product/offers?bogus=1').expect(400);
    expect((await t.agent().head('/api/product/offers').expect(200)).body).toEqual({});
  });

  it('serves a new version once the catalogue changes', async () => {
    const first = await t.agent().get('/api/product/offers').expect(200);
    const db = t.app.get(DataSource);
    await db.query(`UPDATE offers SET promotion_bonus = 'Flash sale' WHERE product_id = $1`, [
      first.body[0].productId,
    ]);
    await t.app.get(CatalogChangeNotifier).announce();
    const changed = await waitFor(async () => {
      const res = await t.agent().get('/api/product/offers');
      return res.headers.etag !== first.headers.etag ? res : undefined;
    });
    expect(changed.body[0].promotionBonus).toBe('Flash sale');
  });

  it('getOfferById wants a customer and answers 404 for unknown or inactive products', async () => {
    const offers = (await t.agent().get('/api/product/offers').expect(200)).body;
    const id = offers[1].productId;
    await t.agent().get(`/api/product/getOfferById/${id}`).expect(401);

    const { email } = await signUp(t.agent());
    const agent = t.agent();
    await logIn(agent, email);
    const res = await agent.get(`/api/product/getOfferById/${id}`).expect(200);
    expect(res.body).toMatchObject({
      productId: id,
      productName: offers[1].productName,
      amount: offers[1].amount,
    });

    const unknown = await agent.get('/api/product/getOfferById/no-such-product').expect(404);
    expect(unknown.body.message).toBe('Product Not Available!');
    await t.app
      .get(DataSource)
      .query('UPDATE offers SET active = false WHERE product_id = $1', [id]);
    await agent.get(`/api/product/getOfferById/${id}`).expect(404);
    await t.app
      .get(DataSource)
      .query('UPDATE offers SET active = true WHERE product_id = $1', [id]);
  });

  it('looks numbers up: the operator from the prefix, invalid numbers, bad input', async () => {
    const agent = t.agent();
    const voda = await post(agent, '/api/dtone/mobilelookup', {
      phoneNumber: '+255 754 123 456',
      country: 'Tanzania',
    });
    expect(voda.status).toBe(200);
    expect(voda.body).toEqual({
      valid: true,
      operators: [expect.objectContaining({ name: 'Vodacom Tanzania', country: 'TZ' })],
    });

    const invalid = await post(agent, '/api/dtone/mobilelookup', {
      phoneNumber: '+255999',
      country: 'Tanzania',
    });
    expect(invalid.body).toEqual({ valid: false, operators: [] });

    const bad = await post(agent, '/api/dtone/mobilelookup', {
      phoneNumber: 'call me',
      country: 'Tanzania',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid phone number');

    const noToken = await t
      .agent()
      .post('/api/dtone/mobilelookup')
      .send({ phoneNumber: '+255754123456', country: 'Tanzania' });
    expect(noToken.status).toBe(403);
  });
});
