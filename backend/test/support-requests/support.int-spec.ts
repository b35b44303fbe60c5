import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { newEmail } from '../support/customers';
import { post } from '../support/http';
import { solvedAltcha } from '../support/altcha';
import { mailTo } from '../support/mailbox';
import { waitFor } from '../support/smtp-stand-in';
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
    const mail = await mailTo(agent, requestee, /^A request for mobile credit/, started);
    expect(mail.subject).toBe('A request for mobile credit through SelamTopup');
    expect(mail.text).toContain(`Message from Meron <meron@example.com>:\n> ${PREFILLED}\n`);
    expect(mail.text).toContain('+251911223344');
    expect(mail.replyTo).toBe('meron@example.com');
  });

  const creditRequest = async (requestee: string, requestor: string, message = PREFILLED) => {
    const agent = t.agent(); // one client address each: the per-IP limit is not what is tested
    return post(agent, '/api/creditRequest/sendRequest', {
      RequestorName: 'Meron',
      RequestorTele: '+251911223344',
      RequestorEmail: requestor,
      RequesteeName: 'Yonas',
      RequesteeEmail: requestee,
      RequestorMessage: message,
      altcha: await solvedAltcha(agent),
    });
  };

  it('mails one address 3 credit requests a day, whoever sends them: the 4th is 429 and not mailed', async () => {
    const requestee = newEmail('target');
    const started = Date.now();
    for (let i = 0; i < 3; i++)
      expect((await creditRequest(requestee, newEmail(`sender${i}`))).status).toBe(201);
    const fourth = await creditRequest(requestee.toUpperCase(), newEmail('sender3'));
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      statusCode: 429,
      message:
        'This e-mail address has received as many credit requests as we send in a day. Please try again tomorrow.',
    });
    const rows = await t.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM credit_requests WHERE requestee_email = $1', [
        requestee,
      ]);
    expect(rows[0].n).toBe(3);
    await waitFor(async () => {
      const res = await t.agent().get('/dev/mailbox/messages').query({ to: requestee });
      const mails = (res.body as { createdAt: string }[]).filter(
        (m) => Date.parse(m.createdAt) >= started,
      );
      return mails.length >= 3 ? mails : undefined;
    });
    const all = await t.agent().get('/dev/mailbox/messages').query({ to: requestee });
    expect(all.body).toHaveLength(3);
    // Another address is not held back.
    expect((await creditRequest(newEmail('other'), newEmail('sender4'))).status).toBe(201);
  });

  it("frames the requestor's message as theirs: quoted, HTML-escaped, links not clickable", async () => {
    const requestee = newEmail('framed');
    const started = Date.now();
    const message = 'Tom & Jerry say "hi"\nPay at https://pay.evil.example/now';
    expect((await creditRequest(requestee, 'meron@example.com', message)).status).toBe(201);
    const mail = await mailTo(t.agent(), requestee, /^A request for mobile credit/, started);
    expect(mail.text).toContain(
      'Message from Meron <meron@example.com>:\n> Tom & Jerry say "hi"\n> Pay at https://pay.evil.example/now\n',
    );
    expect(mail.text).toContain('SelamTopup did not write or check it');
    expect(mail.html).toContain('<p>Message from Meron &lt;meron@example.com&gt;:</p>');
    expect(mail.html).toMatch(
      /<blockquote[^>]*>Tom &amp; Jerry say &quot;hi&quot;<br>Pay at https:&#8203;\/\/pay\.&#8203;evil\.&#8203;example\/now<\/blockquote>/,
    );
    // The one link is ours: the form filled in for the requestor (request-link.int-spec.ts).
    const ours = /<a href="http[^"]*\/\?request=[A-Za-z0-9_-]{43}">[^<]*<\/a>/;
    expect(mail.html).toMatch(ours);
    expect(mail.html!.replace(ours, '')).not.toMatch(/<a\b/);
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
