import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The built customer site through the whole HTTP setup (compression, security headers, the
 * static sites): the brotli copy made at build time reaches the browser as it is, never
 * compressed again on the fly, and cache headers say what may be kept.
 */
describe('the built customer site through the API', () => {
  let dir: string;
  let t: TestApp;
  const js = 'export const offers = ["Airtime 2,000 TZS"];\n'.repeat(400);
  const best = brotliCompressSync(js, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'built-site-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><title>SelamTopup</title>${' '.repeat(2000)}`,
    );
    writeFileSync(join(dir, 'assets/home-Xy12.js'), js);
    writeFileSync(join(dir, 'assets/home-Xy12.js.br'), best);
    t = await createTestApp({}, { FRONTEND_PUBLIC_DIST: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the best-level brotli file of a hashed asset, cached for a year', async () => {
    // Fastify's own inject: the bytes as sent, which supertest would decompress.
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        url: '/assets/home-Xy12.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(res.rawPayload, best)).toBe(0);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('has index.html revalidated on every visit, for every client route', async () => {
    for (const path of ['/', '/Payment']) {
      const res = await t.agent().get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<title>SelamTopup</title>');
    }
  });
});
