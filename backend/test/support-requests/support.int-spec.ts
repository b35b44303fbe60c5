import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { newEmail } from '../support/customers';
import { post } from '../support/http';
import { solvedAltcha } from '../support/altcha';
import { mailTo } from '../support/mailbox';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

const PREFILLED =
  'Hello, please send me a mobile credit using this easy, fast, and secure mobile recharge service. Thank you!';

describe('contact and credit requests', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    t = await createTestApp({}, { CONTACT_EMAIL: 'contact-desk@selamtopup.test' });
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  async function contact(body: Record<string, unknown>) {
    const agent = t.agent();
    return post(agent, '/api/user/contactUs', { ...body, altcha: await solvedAltcha(agent) });
  }

  it('stores a contact message and mails it to the contact address, escaped', async () => {
    const email = newEmail('visitor');
    const started = Date.now();
    const res = await contact({
      firstname: 'Hana',
      lastname: 'Girma',
      email,
      message: 'Hi there & thanks',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Email sent' });
    const mail = await mailTo(t.agent(), 'contact-desk@selamtopup.test', /Hana Girma/, started);
    expect(mail.replyTo).toBe(email);
    expect(mail.html).toContain('&amp; thanks');
    const rows = await t.app
      .get(DataSource)
      .query('SELECT * FROM contact_messages WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ firstname: '' }, 'All fields are required'],
    [{ firstname: 'Ha<na' }, 'Invalid name format please enter correct name'],
    [{ email: 'hana@' }, 'Please enter a valid email address'],
    [
      { message: '<script>' },
      'Invalid message format, please remove special characters like: < or > and try again',
    ],
  ])('refuses %j', async (change, message) => {
    const res = await contact({
      firstname: 'Hana',
      lastname: 'Girma',
      email: newEmail(),
      message: 'Hello',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('wants the bot check and allows 3 messages a minute per IP', async () => {
    const agent = t.agent();
    const body = { firstname: 'A', lastname: 'B', email: newEmail(), message: 'Hi' };
    expect((await post(agent, '/api/user/contactUs', body)).body.message).toBe('Bot check failed');
    for (let i = 0; i < 2; i++) {
      expect(
        (await post(agent, '/api/user/contactUs', { ...body, altcha: await solvedAltcha(agent) }))
          .status,
      ).toBe(200);
    }
    const fourth = await post(agent, '/api/user/contactUs', {
      ...body,
      altcha: await solvedAltcha(agent),
    });
    expect(fourth.status).toBe(429);
  });

  it("sends a credit request to the requestee with the requestor's details", async () => {
    const agent = t.agent();
    const requestee = newEmail('abroad');
    const started = Date.now();
    const res = await post(agent, '/api/creditRequest/sendRequest', {
      RequestorName: 'Meron',
      RequestorTele: '+251911223344',
      RequestorEmail: 'meron@example.com',
      RequesteeName: 'Yonas',
      RequesteeEmail: requestee,
      RequestorMessage: PREFILLED,
      altcha: await solvedAltcha(agent),
    });
    expect(res.status).toBe(201);
    const mail = await mailTo(agent, requestee, /Meron asks you/, started);
    expect(mail.text).toContain(PREFILLED);
    expect(mail.text).toContain('+251911223344');
    expect(mail.replyTo).toBe('meron@example.com');
  });

  it.each([
    [{ RequestorName: '' }, 'This field is required'],
    [{ RequesteeName: 'Yo<nas' }, 'Invalid input. Please enter text only.'],
    [{ RequestorTele: '+2519112' }, 'Mobile number must contain at least 10 digits'],
    [{ RequesteeEmail: 'x@' }, 'Please enter a valid email address'],
  ])('refuses a credit request with %j', async (change, message) => {
    const agent = t.agent();
    const res = await post(agent, '/api/creditRequest/sendRequest', {
      RequestorName: 'Meron',
      RequestorTele: '+251911223344',
      RequestorEmail: 'meron@example.com',
      RequesteeName: 'Yonas',
      RequesteeEmail: newEmail(),
      RequestorMessage: PREFILLED,
      altcha: await solvedAltcha(agent),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
