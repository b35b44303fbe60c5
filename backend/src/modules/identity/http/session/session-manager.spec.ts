import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '@config/app-config';
import { MemorySessionStore as MemoryStore } from '../../testing/memory-session-store';
import { SESSION_COOKIE, SessionManager } from './session-manager';

function fakeReply() {
  const cookies: Record<string, { value: string | null; opts: Record<string, unknown> }> = {};
  const reply = {
    setCookie: (name: string, value: string, opts: Record<string, unknown>) =>
      (cookies[name] = { value, opts }),
    clearCookie: (name: string) => (cookies[name] = { value: null, opts: {} }),
  } as unknown as FastifyReply;
  return { reply, cookies };
}

const request = (sid?: string) =>
  ({ cookies: sid ? { [SESSION_COOKIE]: sid } : {} }) as unknown as FastifyRequest;

describe('SessionManager', () => {
  let store: MemoryStore;
  let sessions: SessionManager;
  beforeEach(() => {
    store = new MemoryStore();
    sessions = new SessionManager(store, new AppConfig({}));
  });

  it('does not touch the store for a request without a cookie', async () => {
    expect(await sessions.current(request())).toBeNull();
    expect(store.reads).toBe(0);
  });

  it('gives an anonymous visitor a CSRF token and a safe cookie, storing nothing', async () => {
    const { reply, cookies } = fakeReply();
    const token = await sessions.csrfToken(request(), reply);
    expect(token).toHaveLength(43);
    expect(cookies[SESSION_COOKIE].opts).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
    });
    expect(store.data.size).toBe(0);
    const id = cookies[SESSION_COOKIE].value!;
    expect(await sessions.csrfToken(request(id), fakeReply().reply)).toBe(token);
    expect(await sessions.csrfTokenMatches(request(id), token)).toBe(true);
    expect(await sessions.csrfTokenMatches(request(), token)).toBe(false);
    expect(await sessions.csrfTokenMatches(request('x'.repeat(43)), token)).toBe(false);
  });

  it("checks a stored session's own token, not the anonymous one", async () => {
    const { reply, cookies } = fakeReply();
    const session = await sessions.rotate(request(), reply, { customerId: 'c1' });
    const id = cookies[SESSION_COOKIE].value!;
    expect(await sessions.csrfToken(request(id), fakeReply().reply)).toBe(session.csrfToken);
    expect(await sessions.csrfTokenMatches(request(id), session.csrfToken)).toBe(true);
  });

  it('rotates the id at login: the old id stops working, the data moves on', async () => {
    const first = fakeReply();
    await sessions.rotate(request(), first.reply, {});
    const oldId = first.cookies[SESSION_COOKIE].value!;

    const second = fakeReply();
    const rotated = await sessions.rotate(request(oldId), second.reply, { customerId: 'c1' });
    const newId = second.cookies[SESSION_COOKIE].value!;
    expect(newId).not.toBe(oldId);
    expect(store.data.has(oldId)).toBe(false);
    expect(store.data.get(newId)).toMatchObject({ customerId: 'c1', csrfToken: rotated.csrfToken });
  });

  it('renews an admin-login browser session: new id and token, the customer moves on', async () => {
    const first = fakeReply();
    const before = await sessions.rotate(request(), first.reply, { customerId: 'c1' });
    const oldId = first.cookies[SESSION_COOKIE].value!;

    const second = fakeReply();
    const newId = await sessions.renew(request(oldId), second.reply);
    expect(second.cookies[SESSION_COOKIE].value).toBe(newId);
    expect(newId).not.toBe(oldId);
    expect(store.data.has(oldId)).toBe(false);
    expect(store.data.get(newId)).toMatchObject({ customerId: 'c1' });
    expect(store.data.get(newId)).not.toMatchObject({ csrfToken: before.csrfToken });
    expect(await sessions.currentId(request(newId))).toBe(newId);
  });

  it('names no current id for an anonymous or unknown cookie', async () => {
    const { reply, cookies } = fakeReply();
    await sessions.csrfToken(request(), reply);
    expect(await sessions.currentId(request(cookies[SESSION_COOKIE].value!))).toBeNull();
    expect(await sessions.currentId(request())).toBeNull();
  });

  it('destroys the session at logout', async () => {
    const first = fakeReply();
    await sessions.rotate(request(), first.reply, {});
    const id = first.cookies[SESSION_COOKIE].value!;
    const second = fakeReply();
    await sessions.destroy(request(id), second.reply);
    expect(store.data.size).toBe(0);
    expect(second.cookies[SESSION_COOKIE].value).toBeNull();
  });
});
