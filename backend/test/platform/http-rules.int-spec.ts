import { Logger } from '@nestjs/common';
import { ProbeController } from '../support/probe.controller';
import { createTestApp, csrfToken, TestApp } from '../support/test-app';

describe('CSRF, validation, body limit and errors', () => {
  let t: TestApp;
  let errorLog: jest.SpyInstance;
  beforeAll(async () => {
    t = await createTestApp({ controllers: [ProbeController] });
  });
  beforeEach(() => {
    errorLog = jest.spyOn(Logger.prototype, 'error');
  });
  afterEach(() => errorLog?.mockRestore());
  afterAll(() => t?.close());

  it('GET /api/user/token starts a session with an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await t.agent().get('/api/user/token').expect(200);
    expect(res.body.csrfToken).toMatch(/^[\w-]{40,}$/);
    const cookie = res.headers['set-cookie'][0];
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives the same token to the same session', async () => {
    const agent = t.agent();
    expect(await csrfToken(agent)).toBe(await csrfToken(agent));
  });

  it('refuses a mutating call without the token: 403 "Invalid CSRF token"', async () => {
    const res = await t.agent().post('/api/test-probe/echo').send({ name: 'a' }).expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'Invalid CSRF token' });
  });

  it("refuses another session's token", async () => {
    const other = await csrfToken(t.agent());
    const agent = t.agent();
    await csrfToken(agent);
    await agent
      .post('/api/test-probe/echo')
      .set('x-csrf-token', other)
      .send({ name: 'a' })
      .expect(403);
  });

  it('accepts the right token', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    const res = await agent
      .post('/api/test-probe/echo')
      .set('x-csrf-token', token)
      .send({ name: 'Abebe' })
      .expect(201);
    expect(res.body).toEqual({ name: 'Abebe' });
  });

  it('lets provider webhooks through without a token', async () => {
    await t.agent().post('/api/test-probe/webhook').send({ any: 'thing' }).expect(201);
  });

  it('answers 400 for an unknown body field', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    const res = await agent
      .post('/api/test-probe/echo')
      .set('x-csrf-token', token)
      .send({ name: 'a', admin: true })
      .expect(400);
    expect(res.body.message).toBe('property admin should not exist');
  });

  it("answers 400 with the rule's message for a missing field", async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    const res = await agent
      .post('/api/test-probe/echo')
      .set('x-csrf-token', token)
      .send({})
      .expect(400);
    expect(res.body.message).toBe('This field is required');
  });

  it('answers 400 for malformed JSON', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    const res = await agent
      .post('/api/test-probe/echo')
      .set('x-csrf-token', token)
      .set('content-type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(res.body.message).toBe(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
  });

  it('answers 413 for a 200 kB body', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    const res = await agent
      .post('/api/test-probe/echo')
      .set('x-csrf-token', token)
      .send({ name: 'x'.repeat(200 * 1024) })
      .expect(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('logs none of the client errors above as unhandled', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    await agent.post('/api/test-probe/echo').send({ name: 'a' }).expect(403);
    await agent
      .post('/api/test-probe/echo')
      .set('x-csrf-token', token)
      .send({ name: 'a', x: 1 })
      .expect(400);
    await agent
      .post('/api/test-probe/echo')
      .set('x-csrf-token', token)
      .send({ name: 'x'.repeat(200 * 1024) })
      .expect(413);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('answers an unexpected failure with 500 "Server error" and logs it once', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    const res = await agent.post('/api/test-probe/boom').set('x-csrf-token', token).expect(500);
    expect(res.body).toEqual({ statusCode: 500, message: 'Server error' });
    expect(errorLog).toHaveBeenCalledTimes(1);
  });
});
