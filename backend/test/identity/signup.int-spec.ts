import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CODE_MAX_ATTEMPTS } from '@modules/identity/domain/one-time-code';
import { AttemptCounters } from '@modules/identity/ports/attempt-counters.port';
import { codeMailIntervalKey } from '@modules/identity/services/one-time-codes.service';
import { solvedAltcha } from '../support/altcha';
import { codeFor } from '../support/mailbox';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';
import { newEmail, PASSWORD, signUp } from '../support/customers';
import { post } from '../support/http';

describe('signup: sendActivationCode, verifyActivationCode, createuser', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  async function sendCode(email: string) {
    const agent = t.agent();
    const started = Date.now();
    const res = await post(agent, '/api/user/sendActivationCode', {
      email,
      altcha: await solvedAltcha(agent),
    });
    return { agent, res, code: () => codeFor(agent, email, /activation code/, started) };
  }

  it('e-mails an 8-character code and never returns it', async () => {
    const email = newEmail();
    const { res, code } = await sendCode(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Activation code sent', codeSent: true });
    expect(await code()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('says no code was sent on a second request inside the minute', async () => {
    const email = newEmail();
    const { agent, code } = await sendCode(email);
    await code();
    const again = await post(agent, '/api/user/sendActivationCode', {
      email,
      altcha: await solvedAltcha(agent),
    });
    expect([again.status, again.body]).toEqual([
      200,
      { message: 'Activation code sent', codeSent: false },
    ]);
  });

  it('creates the account with the verified code, once', async () => {
    const email = newEmail();
    const { agent, code } = await sendCode(email);
    const typed = (await code()).toLowerCase(); // people type lower case too
    const verified = await post(agent, '/api/user/verifyActivationCode', {
      email,
      activationCode: typed,
    });
    expect(verified.status).toBe(200);
    const body = {
      fullname: 'Abebe Kebede',
      telephone: '+251911000111',
      email,
      password: PASSWORD,
      code: typed,
    };
    const created = await post(agent, '/api/user/createuser', body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: 'User created successfully' });

    const again = await post(agent, '/api/user/createuser', body);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Invalid Activation code, please try again!');
  });

  it('answers 409 "Email already in use!" for a registered address', async () => {
    const { email } = await signUp(t.agent());
    const { res } = await sendCode(email.toUpperCase());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Email already in use!');
  });

  it('refuses createuser with a code that was never verified', async () => {
    const email = newEmail();
    const { agent, code } = await sendCode(email);
    const res = await post(agent, '/api/user/createuser', {
      fullname: 'A',
      telephone: '+251911000111',
      email,
      password: PASSWORD,
      code: await code(),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Invalid Activation code, please try again!');
  });

  it('answers 404 for a wrong code and voids the code for that client after five wrong tries', async () => {
    const email = newEmail();
    const { agent, code } = await sendCode(email);
    const right = await code();
    for (let i = 0; i < 5; i++) {
      const wrong = await post(agent, '/api/user/verifyActivationCode', {
        email,
        activationCode: 'WRONG234',
      });
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe('Invalid Activation code, please try again!');
    }
    // Five wrong tries from one client IP: the sixth is refused there even with the right code.
    const sixth = await post(agent, '/api/user/verifyActivationCode', {
      email,
      activationCode: right,
    });
    expect(sixth.status).toBe(401);
    expect(sixth.body.message).toBe('Activation code expired');
    const row = await t.app
      .get(DataSource)
      .query('SELECT failed_attempts FROM one_time_codes WHERE email = $1', [email]);
    expect(row[0].failed_attempts).toBe(5);
  });

  it('answers 401 "Activation code expired" for a voided or old code', async () => {
    const email = newEmail();
    const { agent, code } = await sendCode(email);
    const right = await code();
    await t.app
      .get(DataSource)
      .query('UPDATE one_time_codes SET failed_attempts = $2 WHERE email = $1', [
        email,
        CODE_MAX_ATTEMPTS,
      ]);
    const voided = await post(agent, '/api/user/verifyActivationCode', {
      email,
      activationCode: right,
    });
    expect(voided.status).toBe(401);
    expect(voided.body.message).toBe('Activation code expired');

    const other = newEmail();
    const second = await sendCode(other);
    const otherCode = await second.code();
    await t.app
      .get(DataSource)
      .query(
        `UPDATE one_time_codes SET expires_at = now() - interval '1 minute' WHERE email = $1`,
        [other],
      );
    const old = await post(second.agent, '/api/user/verifyActivationCode', {
      email: other,
      activationCode: otherCode,
    });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Activation code expired');
  });

  it('a new code replaces the old one', async () => {
    const email = newEmail();
    const first = await sendCode(email);
    const oldCode = await first.code();
    // One code mail a minute per address (docs/decisions.md#code-mails): end that minute.
    await t.app.get(AttemptCounters).clear(codeMailIntervalKey('signup', email));
    const second = await sendCode(email);
    const newCode = await second.code();
    expect(newCode).not.toBe(oldCode);
    const res = await post(second.agent, '/api/user/verifyActivationCode', {
      email,
      activationCode: oldCode,
    });
    expect(res.status).toBe(404);
  });

  it('wants the bot check when nobody is logged in', async () => {
    const agent = t.agent();
    const res = await post(agent, '/api/user/sendActivationCode', { email: newEmail() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Bot check failed');
  });

  it.each([
    [{ email: '' }, 'This Field is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('sendActivationCode validates %j', async (body, message) => {
    const agent = t.agent();
    const res = await post(agent, '/api/user/sendActivationCode', {
      ...body,
      altcha: await solvedAltcha(agent),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('verifyActivationCode answers 400 for missing fields', async () => {
    const res = await post(t.agent(), '/api/user/verifyActivationCode', { email: newEmail() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Input validation failed: Missing fields');
  });

  const valid = {
    fullname: 'Abebe',
    telephone: '+251911000111',
    email: 'x@example.com',
    password: PASSWORD,
    code: 'ABCD2345',
  };
  it.each([
    [{ fullname: '' }, 'This field is required'],
    [{ telephone: '' }, 'This field is required'],
    [{ telephone: '+25191' }, 'Phone numebr is less than the minimum length'],
    [
      { telephone: '+2519110001112223334445556' },
      'Phone number is greater than the maximum length',
    ],
    [{ email: '' }, 'This Field is required'],
    [{ email: 'x@' }, 'Please enter a valid email address'],
    [{ password: 'Ab#1' }, ' password must be greater than 8 character'],
    [{ password: 'Abcdefgh#12345' }, ' password must be less than 12 character'],
    [
      { password: 'Abc<def#12' },
      ' Angle brackets character are not allowed , please remove < or > ',
    ],
    [
      { password: 'abcdefg#12' },
      'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
    ],
    [
      { email: 'ab1!@x.co', password: 'Ab1!@x.co' },
      'Password and email is same please change password',
    ],
  ])('createuser refuses %j with the specified message', async (change, message) => {
    // A fresh address per case: createuser is limited per client IP and e-mail.
    const res = await post(t.agent(), '/api/user/createuser', {
      ...valid,
      email: newEmail('v'),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
