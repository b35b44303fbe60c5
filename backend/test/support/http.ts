import type TestAgent from 'supertest/lib/agent';
import { csrfToken } from './test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A call as the frontends make it: with the session's CSRF token on mutating ones. */
export async function call(agent: TestAgent, method: Method, path: string, body?: object) {
  if (method === 'get') return agent.get(path);
  const token = await csrfToken(agent);
  const req = agent[method](path).set('x-csrf-token', token);
  return body === undefined ? req : req.send(body);
}

export const post = (agent: TestAgent, path: string, body?: object) =>
  call(agent, 'post', path, body);

export const patch = (agent: TestAgent, path: string, body?: object) =>
  call(agent, 'patch', path, body);

/** The agent with its CSRF token sent on every call (for suites that only test answers). */
export async function withCsrf(agent: TestAgent): Promise<TestAgent> {
  return agent.set('x-csrf-token', await csrfToken(agent));
}

/** The agent's cookies as a `Cookie` header, for a request made without supertest. */
export function cookieHeader(agent: TestAgent): string {
  const jar = (
    agent as unknown as { jar: { getCookies(a: object): { toValueString(): string }[] } }
  ).jar;
  return jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .map((c) => c.toValueString())
    .join('; ');
}
