import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pageLanguage, serveStaticSites } from './static-sites';

/** A built site as Vite leaves it: index.html, hashed assets with their .br and .gz copies. */
function builtSite(root: string) {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
  const js = 'console.log("hello");'.repeat(100);
  writeFileSync(join(root, 'assets/index-Ab12Cd.js'), js);
  writeFileSync(join(root, 'assets/index-Ab12Cd.js.br'), brotliCompressSync(js));
  writeFileSync(join(root, 'assets/index-Ab12Cd.js.gz'), gzipSync(js));
  return js;
}

describe('the built sites as the API serves them', () => {
  let dir: string;
  let app: FastifyInstance;
  let js: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-sites-'));
    js = builtSite(join(dir, 'public'));
    mkdirSync(join(dir, 'public/prerendered'));
    writeFileSync(join(dir, 'public/prerendered/index.html'), '<main>home</main>');
    writeFileSync(join(dir, 'public/prerendered/payment.html'), '<main>payment</main>');
    writeFileSync(
      join(dir, 'public/prerendered/payment.html.br'),
      brotliCompressSync('<main>payment</main>'),
    );
    writeFileSync(
      join(dir, 'public/prerendered/payment.html.gz'),
      gzipSync('<main>payment</main>'),
    );
    builtSite(join(dir, 'admin'));
    app = Fastify();
    await serveStaticSites(app, {
      publicDist: join(dir, 'public'),
      adminDist: join(dir, 'admin'),
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year, as immutable', async () => {
    for (const url of ['/assets/index-Ab12Cd.js', '/admin/assets/index-Ab12Cd.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the brotli copy made at build time to a browser that takes brotli', async () => {
    const res = await app.inject({
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload).toEqual(brotliCompressSync(js));
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gzip = await app.inject({
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-Ab12Cd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('has index.html and the other files revalidated', async () => {
    for (const url of ['/', '/Payment', '/admin/', '/robots.txt']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a prerendered page with its own HTML, whatever the case of its path', async () => {
    for (const url of ['/', '/Payment', '/payment/', '/PAYMENT?productId=1']) {
      const res = await app.inject({ url });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(url === '/' ? '<main>home</main>' : '<main>payment</main>');
    }
    // Other paths, and the back office (nothing prerendered there), get index.html.
    for (const url of ['/Profile', '/admin/', '/admin/payment'])
      expect((await app.inject({ url })).body).toBe('<!doctype html><title>site</title>');
  });

  it('sends the compressed copies of a prerendered page made at build time', async () => {
    const br = await app.inject({ url: '/Payment', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('<main>payment</main>');
    const gz = await app.inject({ url: '/payment', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('<main>payment</main>');
    const plain = await app.inject({ url: '/Payment' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<main>payment</main>');
  });

  it("answers 404 with the site's page for a path the site has no route for", async () => {
    const site = join(dir, 'routed');
    builtSite(site);
    mkdirSync(join(site, 'prerendered'));
    writeFileSync(join(site, 'prerendered/payment.html'), '<main>payment</main>');
    writeFileSync(
      join(site, 'prerendered/routes.json'),
      JSON.stringify(['/', '/Payment', '/Profile']),
    );
    const routed = Fastify();
    await serveStaticSites(routed, { publicDist: site, adminDist: join(dir, 'none') });
    try {
      for (const url of ['/', '/Payment', '/payment/', '/Profile?tab=1']) {
        expect([url, (await routed.inject({ url })).statusCode]).toEqual([url, 200]);
      }
      for (const url of ['/nope', '/Payment/extra', '/about-us?x=1']) {
        const res = await routed.inject({ url });
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toBe('<!doctype html><title>site</title>');
      }
      expect((await routed.inject({ url: '/robots.txt' })).statusCode).toBe(200);
      // The prerendered page only at its own spelling (it shows its path); else index.html.
      expect((await routed.inject({ url: '/Payment?x=1' })).body).toBe('<main>payment</main>');
      for (const url of ['/payment', '/PAYMENT', '/Payment/'])
        expect([url, (await routed.inject({ url })).body]).toEqual([
          url,
          '<!doctype html><title>site</title>',
        ]);
    } finally {
      await routed.close();
    }
  });

  it('never answers a backend path with the site', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/nothing-here' });
  });
});

describe('pageLanguage (the prerendered page of the customer site in the visitor’s language)', () => {
  const pages = new Map([
    ['en', 1],
    ['fr', 1],
    ['am', 1],
  ]);
  const ask = (url: string, headers: Record<string, string> = {}) =>
    pageLanguage({ url, headers } as never, pages);

  it('takes ?lang= first, then the lang cookie, then Accept-Language by weight, then English', () => {
    expect(ask('/Login?lang=am', { cookie: 'lang=fr', 'accept-language': 'fr' })).toBe('am');
    expect(ask('/', { cookie: 'x=1; lang=fr', 'accept-language': 'am' })).toBe('fr');
    expect(ask('/', { 'accept-language': 'de-DE, fr;q=0.5, am-ET;q=0.8' })).toBe('am');
    expect(ask('/')).toBe('en');
  });

  it('ignores a language without pages', () => {
    expect(ask('/?lang=sw', { cookie: 'lang=de', 'accept-language': 'ti-ER' })).toBe('en');
  });
});
