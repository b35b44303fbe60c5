import type { INestApplicationContext } from '@nestjs/common';
import { newEmail } from '../support/customers';
import { adminAgent, auditOf } from '../support/admins';
import { solvedAltcha } from '../support/altcha';
import { mailTo } from '../support/mailbox';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';
import { call, post } from '../support/http';
import { expectRefusedToOutsiders } from '../support/access-checks';
import { ownDatabase } from '../support/databases';

const FROM_CONFIG = 'desk-from-config@selamtopup.test';

describe('the contact e-mail (master admins)', () => {
  let t: TestApp;
  let worker: INestApplicationContext; // delivers the contact mails to the dev mailbox
  beforeAll(async () => {
    const env = { DATABASE_URL: await ownDatabase('contact'), CONTACT_EMAIL: FROM_CONFIG };
    t = await createTestApp({}, env);
    worker = await startWorker(env);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('is what the customer site shows before any change', async () => {
    const site = await t.agent().get('/api/siteSettings');
    expect([site.status, site.body]).toEqual([
      200,
      { contactEmail: FROM_CONFIG, socialLinks: [], mvmBusinessName: 'MVM IT Training & Services' },
    ]);
  });

  it('is for master admins only', async () => {
    await expectRefusedToOutsiders(t, 'get', '/api/admin/contactEmail', 'master');
    await expectRefusedToOutsiders(t, 'put', '/api/admin/contactEmail', 'master', {
      email: 'x@example.com',
    });
  });

  it.each([
    [{}, 'This field is required'],
    [{ email: '' }, 'This field is required'],
    [{ email: 42 }, 'This field is required'],
    [{ email: ['a@example.com'] }, 'This field is required'],
    [{ email: 'desk@' }, 'Please enter a valid email address'],
    [{ email: 'desk\u0000@example.com' }, 'Please enter a valid email address'],
    [{ email: 'Desk <desk@example.com>' }, 'Please enter a valid email address'],
    [{ email: 'desk@example.com\r\nBcc: x@example.com' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
    [{ email: 'desk@example.com', extra: 1 }, 'property extra should not exist'],
  ])('refuses %j with 400 %s', async (body, message) => {
    const { agent } = await adminAgent(t, 'master');
    const res = await call(agent, 'put', '/api/admin/contactEmail', body);
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('starts at CONTACT_EMAIL, changes, is audited, and contact messages go to the new address', async () => {
    const { agent, admin } = await adminAgent(t, 'master');
    expect((await call(agent, 'get', '/api/admin/contactEmail')).body).toEqual({
      email: FROM_CONFIG,
    });

    const changed = await call(agent, 'put', '/api/admin/contactEmail', {
      email: ' New-Desk@SelamTopup.test ',
    });
    expect([changed.status, changed.body]).toEqual([200, { email: 'new-desk@selamtopup.test' }]);
    expect((await call(agent, 'get', '/api/admin/contactEmail')).body).toEqual({
      email: 'new-desk@selamtopup.test',
    });
    // The customer site reads the same setting (anyone, never cached).
    const site = await t.agent().get('/api/siteSettings');
    expect([site.status, site.body.contactEmail]).toEqual([200, 'new-desk@selamtopup.test']);
    expect(site.headers['cache-control']).toBe('no-store');
    expect((await auditOf(t, admin.email)).slice(1)).toEqual([
      {
        action: 'contact_email.changed',
        detail: `${FROM_CONFIG} → new-desk@selamtopup.test`,
      },
    ]);

    const started = Date.now();
    const visitor = t.agent();
    const sent = await post(visitor, '/api/user/contactUs', {
      firstname: 'Hana',
      lastname: 'Girma',
      email: newEmail('visitor'),
      message: 'Where is my top-up?',
      altcha: await solvedAltcha(visitor),
    });
    expect(sent.status).toBe(200);
    const mail = await mailTo(t.agent(), 'new-desk@selamtopup.test', /Hana Girma/, started);
    expect(mail.text).toContain('Where is my top-up?');

    // A second change records the old stored value.
    await call(agent, 'put', '/api/admin/contactEmail', { email: 'third@selamtopup.test' });
    expect((await auditOf(t, admin.email)).at(-1)).toEqual({
      action: 'contact_email.changed',
      detail: 'new-desk@selamtopup.test → third@selamtopup.test',
    });
  });
});
