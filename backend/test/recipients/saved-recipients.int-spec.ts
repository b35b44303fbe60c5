import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { adminAgent } from '../support/admins';
import { customerAgent } from '../support/customers';
import { call } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';

const MUM = {
  name: 'Mum',
  telenumber: '+251911234567',
  country: 'Ethiopia',
  operatorName: 'Ethio telecom',
};
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The saved recipients and the wrong-number check over HTTP
 * (docs/specification.md#recipient-calls): who may call, what each status says.
 */
describe('saved recipients', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (agent: TestAgent, body: object) =>
    call(agent, 'post', '/api/user/recipients', body);

  it('answers 401 to anonymous visitors, admins and masters on every call', async () => {
    const { agent: admin } = await adminAgent(t, 'admin');
    const { agent: master } = await adminAgent(t, 'master');
    const routes = [
      ['get', '/api/user/recipients', undefined],
      ['post', '/api/user/recipients', MUM],
      ['post', '/api/user/recipients/check-number', { telenumber: MUM.telenumber }],
      ['patch', `/api/user/recipients/${SOME_ID}`, { name: 'Mother' }],
      ['delete', `/api/user/recipients/${SOME_ID}`, undefined],
    ] as const;
    for (const [who, agent] of [
      ['anonymous', t.agent()],
      ['admin', admin],
      ['master', master],
    ] as const) {
      for (const [method, path, body] of routes) {
        const res = await call(agent, method, path, body);
        expect([who, method, path, res.status, res.body]).toEqual([
          who,
          method,
          path,
          401,
          { statusCode: 401, message: 'Unauthorized' },
        ]);
      }
    }
  });

  it('wants the CSRF token on changes', async () => {
    const { agent } = await customerAgent(t);
    const res = await agent.post('/api/user/recipients').send(MUM);
    expect([res.status, res.body.message]).toEqual([403, 'Invalid CSRF token']);
  });

  it('lets a customer save, list, rename and delete their own recipients', async () => {
    const { agent } = await customerAgent(t);
    const saved = await save(agent, { ...MUM, telenumber: '+251 91 123 4567', name: '  Mum ' });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      id: expect.any(String),
      ...MUM,
      lastProductId: null,
      createdAt: expect.any(String),
    });
    await save(agent, { ...MUM, name: 'Brother', telenumber: '+251922000000' });

    const list = await call(agent, 'get', '/api/user/recipients');
    expect(list.status).toBe(200);
    expect(list.body.recipients.map((r: { name: string }) => r.name)).toEqual(['Brother', 'Mum']);

    const renamed = await call(agent, 'patch', `/api/user/recipients/${saved.body.id}`, {
      name: 'Mother',
    });
    expect([renamed.status, renamed.body.name]).toEqual([200, 'Mother']);

    const deleted = await call(agent, 'delete', `/api/user/recipients/${saved.body.id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { message: 'Recipient deleted' }]);
    const after = await call(agent, 'get', '/api/user/recipients');
    expect(after.body.recipients.map((r: { name: string }) => r.name)).toEqual(['Brother']);
    const again = await call(agent, 'delete', `/api/user/recipients/${saved.body.id}`);
    expect([again.status, again.body.message]).toEqual([404, 'Recipient not found']);
  });

  it("answers 404 for another customer's recipient, and leaves it alone", async () => {
    const { agent: owner } = await customerAgent(t);
    const { agent: other } = await customerAgent(t);
    const { body: mum } = await save(owner, MUM);
    for (const [method, body] of [
      ['patch', { name: 'Mine now' }],
      ['delete', undefined],
    ] as const) {
      const res = await call(other, method, `/api/user/recipients/${mum.id}`, body);
      expect([res.status, res.body]).toEqual([
        404,
        { statusCode: 404, message: 'Recipient not found' },
      ]);
    }
    expect((await call(other, 'get', '/api/user/recipients')).body.recipients).toEqual([]);
    const list = await call(owner, 'get', '/api/user/recipients');
    expect(list.body.recipients.map((r: { name: string }) => r.name)).toEqual(['Mum']);
  });

  it('answers 400 with a clear message for bad input, never 500', async () => {
    const { agent } = await customerAgent(t);
    const cases: [object, string][] = [
      [{ ...MUM, name: '' }, 'Please give the recipient a name'],
      [{ ...MUM, name: '   ' }, 'Please give the recipient a name'],
      [{ ...MUM, name: 'x'.repeat(41) }, 'The name can be at most 40 characters'],
      [{ ...MUM, name: '<b>Mum</b>' }, 'Invalid Input! Please enter text only.'],
      [{ ...MUM, telenumber: '0911234567' }, 'Please enter a valid phone number'],
      [{ ...MUM, country: '' }, 'Please choose a country'],
      [{ ...MUM, operatorName: 42 }, 'Please choose an operator'],
      [{ ...MUM, extra: true }, 'property extra should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await save(agent, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const badId = await call(agent, 'patch', '/api/user/recipients/not-a-uuid', { name: 'Mum' });
    expect([badId.status, badId.body.message]).toEqual([400, 'Invalid recipient id']);
    const badCheck = await call(agent, 'post', '/api/user/recipients/check-number', {
      telenumber: 'abc',
    });
    expect([badCheck.status, badCheck.body.message]).toEqual([
      400,
      'Please enter a valid phone number',
    ]);
  });

  it('refuses the same number twice (409) and a 51st recipient (409)', async () => {
    const { agent, id } = await customerAgent(t);
    await save(agent, MUM);
    const twice = await save(agent, { ...MUM, name: 'Mother' });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'This number is already among your recipients',
    ]);
    // The rest of the book straight into the table: fifty saves would meet the rate limit.
    await db.query(
      `INSERT INTO saved_recipients (customer_id, name, telenumber, country, operator_name)
       SELECT $1, 'R' || i, '+2519300' || lpad(i::text, 5, '0'), 'Ethiopia', 'Ethio telecom'
       FROM generate_series(1, 49) i`,
      [id],
    );
    const full = await save(agent, { ...MUM, telenumber: '+251944444444' });
    expect([full.status, full.body.message]).toEqual([
      409,
      'You can keep at most 50 recipients. Please delete one first.',
    ]);
  });

  it('tells /Payment which numbers are known: saved, or paid for and not failed', async () => {
    const { agent, id } = await customerAgent(t);
    const check = async (telenumber: string) =>
      (await call(agent, 'post', '/api/user/recipients/check-number', { telenumber })).body;
    const order = (telenumber: string, status: string, completed: boolean, productId = 'p-1') =>
      db.query(
        `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name, country,
           amount_cents, service_charge_cents, status, gateway, payment_ref, paid_at, completed_at)
         VALUES ($1, $2, 'Demo', $3, 'Ethio telecom', 'Ethiopia', 100, 53, $4, 'stripe', 'pi_x', now(),
           CASE WHEN $5 THEN now() END)`,
        [id, productId, telenumber, status, completed],
      );

    expect(await check('+251911111111')).toEqual({ known: false, savedAs: null });
    await order('+251911111111', 'COMPLETED', true);
    expect(await check('+251911111111')).toEqual({ known: true, savedAs: null });
    // A refund after a failure: the number may be why it failed.
    await order('+251922222222', 'REFUNDED', false);
    expect(await check('+251922222222')).toEqual({ known: false, savedAs: null });
    await save(agent, { ...MUM, telenumber: '+251922222222' });
    expect(await check('+251922222222')).toEqual({ known: true, savedAs: 'Mum' });
    // Another customer's orders and recipients say nothing about this one's.
    const { agent: other } = await customerAgent(t);
    const theirs = await call(other, 'post', '/api/user/recipients/check-number', {
      telenumber: '+251911111111',
    });
    expect(theirs.body).toEqual({ known: false, savedAs: null });

    // The list carries the product last paid for to the number.
    await order('+251922222222', 'COMPLETED', true, 'p-2');
    const list = await call(agent, 'get', '/api/user/recipients');
    expect(list.body.recipients[0]).toMatchObject({ name: 'Mum', lastProductId: 'p-2' });
  });

  it('limits the wrong-number checks per client address (429)', async () => {
    const { agent } = await customerAgent(t);
    agent.set('X-Forwarded-For', '10.252.0.7');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await call(agent, 'post', '/api/user/recipients/check-number', {
        telenumber: '+251911234567',
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual({
          statusCode: 429,
          message: 'Too many requests, please try again later.',
        });
      }
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
