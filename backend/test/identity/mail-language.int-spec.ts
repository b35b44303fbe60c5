import type { INestApplicationContext } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { adminAgent } from '../support/admins';
import { solvedAltcha } from '../support/altcha';
import { airtimeOffer, paidCheckout } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent, newEmail, PASSWORD } from '../support/customers';
import { call, post } from '../support/http';
import { mailTo } from '../support/mailbox';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

// The receipt waits for fulfilment and the queue's retry backoff (the sandbox answers 'pending').
jest.setTimeout(90_000);

/** The site's `lang` cookie in an agent's jar, as the customer site keeps it. */
function withLanguageCookie(agent: TestAgent, language: string): TestAgent {
  const jar = (agent as unknown as { jar: { setCookie(c: string, d: string, p: string): void } })
    .jar;
  jar.setCookie(`lang=${language}; Path=/`, '127.0.0.1', '/');
  return agent;
}

/**
 * The customer's language (docs/specification.md#customer-language): PUT /api/user/language,
 * the language taken at sign-up, and mails written in it, from the API and from the worker.
 */
describe('the language customers are written to in', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  const languageOf = async (id: string) =>
    (await db.query('SELECT language FROM customers WHERE id = $1', [id]))[0].language as string;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  describe('PUT /api/user/language', () => {
    const put = (agent: TestAgent, body?: object) => call(agent, 'put', '/api/user/language', body);

    it('stores a customer’s choice: 204, no body', async () => {
      const { agent, id } = await customerAgent(t);
      expect(await languageOf(id)).toBe('en');
      const res = await put(agent, { language: 'am' });
      expect([res.status, res.text]).toEqual([204, '']);
      expect(await languageOf(id)).toBe('am');
      expect((await put(agent, { language: 'sw' })).status).toBe(204);
      expect(await languageOf(id)).toBe('sw');
    });

    it('answers 400 with the list for anything else, and stores nothing', async () => {
      const { agent, id } = await customerAgent(t);
      for (const body of [
        { language: 'de' },
        { language: 'FR' },
        { language: '' },
        { language: 1 },
        { language: ['fr'] },
        {},
      ]) {
        const res = await put(agent, body);
        expect([res.status, res.body]).toEqual([
          400,
          {
            statusCode: 400,
            message: 'language must be one of: en, fr, am, sw',
            errors: ['language must be one of: en, fr, am, sw'],
          },
        ]);
      }
      const extra = await put(agent, { language: 'fr', admin: true });
      expect(extra.status).toBe(400);
      expect(await languageOf(id)).toBe('en');
    });

    it('is for customers only: anonymous, admins and masters 401; without CSRF 403', async () => {
      const anonymous = await put(t.agent(), { language: 'fr' });
      expect([anonymous.status, anonymous.body]).toEqual([
        401,
        { statusCode: 401, message: 'Unauthorized' },
      ]);
      for (const role of ['admin', 'master'] as const) {
        const { agent } = await adminAgent(t, role);
        const res = await put(agent, { language: 'fr' });
        expect([role, res.status, res.body]).toEqual([
          role,
          401,
          { statusCode: 401, message: 'Unauthorized' },
        ]);
      }
      const { agent, id } = await customerAgent(t);
      const noCsrf = await agent.put('/api/user/language').send({ language: 'fr' });
      expect([noCsrf.status, noCsrf.body.message]).toEqual([403, 'Invalid CSRF token']);
      expect(await languageOf(id)).toBe('en');
    });

    it('is rate limited per client', async () => {
      const { agent } = await customerAgent(t);
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await put(agent, { language: 'fr' })).status);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(204));
      expect(statuses.slice(20)).toEqual([429, 429]);
    });
  });

  describe('sign-up', () => {
    it('with the cookie lang=fr: a French code mail, and a French account', async () => {
      const agent = withLanguageCookie(t.agent(), 'fr');
      const email = newEmail('fr');
      const started = Date.now();
      const sent = await post(agent, '/api/user/sendActivationCode', {
        email,
        altcha: await solvedAltcha(agent),
      });
      expect(sent.status).toBe(200);
      const mail = await mailTo(t.agent(), email, /SelamTopup/, started);
      expect(mail.subject).toBe('Votre code d’activation SelamTopup');
      expect(mail.text).toMatch(
        /^Bienvenue chez SelamTopup ! Pour activer votre compte, saisissez ce code :\n\n[A-Z2-9]{8}\n\nCe code est valable 15 minutes\./,
      );
      const code = /\b([A-HJ-NP-Z2-9]{8})\b/.exec(mail.text)![1];
      await post(agent, '/api/user/verifyActivationCode', { email, activationCode: code }).then(
        (r) => expect(r.status).toBe(200),
      );
      const created = await post(agent, '/api/user/createuser', {
        fullname: 'Amina Juma',
        telephone: '+255712345678',
        email,
        password: PASSWORD,
        code,
      });
      expect(created.status).toBe(201);
      const [row] = await db.query('SELECT language FROM customers WHERE email = $1', [email]);
      expect(row.language).toBe('fr');
    });

    it('without the cookie: the first supported Accept-Language (Amharic), else English', async () => {
      const amharic = t.agent().set('Accept-Language', 'de-DE, am-ET;q=0.8, fr;q=0.5');
      const email = newEmail('am');
      const started = Date.now();
      await post(amharic, '/api/user/sendActivationCode', {
        email,
        altcha: await solvedAltcha(amharic),
      }).then((r) => expect(r.status).toBe(200));
      expect((await mailTo(t.agent(), email, /SelamTopup/, started)).subject).toBe(
        'የSelamTopup መለያዎ ማግበሪያ ኮድ',
      );

      const other = t.agent().set('Accept-Language', 'de-DE, it;q=0.9');
      const english = newEmail('en');
      await post(other, '/api/user/sendActivationCode', {
        email: english,
        altcha: await solvedAltcha(other),
      }).then((r) => expect(r.status).toBe(200));
      expect((await mailTo(t.agent(), english, /SelamTopup/, started)).subject).toBe(
        'Your SelamTopup activation code',
      );
    });
  });

  it('a credit request goes out in its requester’s language, which the request keeps', async () => {
    const agent = withLanguageCookie(t.agent(), 'fr');
    const requestee = newEmail('famille');
    const started = Date.now();
    const res = await post(agent, '/api/creditRequest/sendRequest', {
      RequestorName: 'Meron',
      RequestorTele: '+251911223344',
      RequestorEmail: 'meron@example.com',
      RequesteeName: 'Yonas',
      RequesteeEmail: requestee,
      RequestorMessage: 'Merci !',
      altcha: await solvedAltcha(agent),
    });
    expect(res.status).toBe(201);
    const mail = await mailTo(t.agent(), requestee, /SelamTopup/, started);
    expect(mail.subject).toBe('Une demande de crédit mobile via SelamTopup');
    expect(mail.text).toMatch(/^Bonjour Yonas,\n\nMeron vous demande/);
    expect(mail.text).toContain('Message de Meron <meron@example.com> :\n> Merci !\n');
    const [row] = await db.query(
      'SELECT language FROM credit_requests WHERE requestee_email = $1',
      [requestee],
    );
    expect(row.language).toBe('fr');
  });

  it('a customer whose language is Amharic gets an Amharic receipt from the worker', async () => {
    await ensureCatalogue(t);
    const buyer = await customerAgent(t);
    expect((await call(buyer.agent, 'put', '/api/user/language', { language: 'am' })).status).toBe(
      204,
    );
    const { productId } = await airtimeOffer(t);
    const sessionId = await paidCheckout(t, buyer.agent, productId, '+255712345678');
    const done = await waitFor(async () => {
      const res = await post(buyer.agent, `/api/stripe/checkout-session/${sessionId}/check`);
      return res.body.status === 'COMPLETED' ? res.body : undefined;
    }, 60_000);

    const receipt = await mailTo(t.agent(), buyer.email, /ደረሰኝ/);
    expect(receipt.subject).toBe('የSelamTopup ደረሰኝዎ');
    expect(receipt.text).toContain('የላኩት የአየር ሰዓት ደርሷል።');
    expect(receipt.text).toContain(`ትዕዛዝ፦ ${done.orderId as string}`);
    expect(receipt.text).toMatch(/ጠቅላላ፦ \d+\.\d\d USD/);
    expect(receipt.text).toContain('SelamTopupን ስለተጠቀሙ እናመሰግናለን።');
    expect(receipt.text).not.toContain('Your top-up was delivered');
  });
});
