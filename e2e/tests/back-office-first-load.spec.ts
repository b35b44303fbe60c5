import { get } from 'node:http';
import { expect, test } from './fixtures';

// docs/performance.md#back-office-first-load: the login page's first load (index.html's script
// and every chunk it preloads, i.e. imports statically) is at most 150 KB as the browser gets
// it, brotli; the screens behind the login, their libraries and react-admin's frame load when
// shown. frontend-admin/scripts/check-first-load.mjs reports the same from the build's manifest.
const BUDGET_KB = 150;
// Chunks the login page must not ask for: they belong to the screens behind it.
const SCREEN_CHUNKS =
  /\/assets\/(AdminFrame|Dashboard|DailyCharts|TransactionList|ClientList|dataProvider)-/;

/** The bytes of `path` as sent with brotli asked for (Node's own client: nothing decoded). */
function brotliBytes(base: string, path: string): Promise<{ bytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    get(new URL(path, base), { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ bytes, encoding: res.headers['content-encoding'] })
          : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    }).on('error', reject);
  });
}

test('the back-office login page loads at most 150 KB (brotli) before it is usable', async ({
  page,
  baseURL,
}) => {
  const html = await (await page.request.get('/admin/Adminconfigpage')).text();
  const assets = [
    ...html.matchAll(
      /<script[^>]+src="([^"]+)"|<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g,
    ),
  ].map((match) => match[1] ?? match[2]);
  expect(assets.length).toBeGreaterThan(0);
  let total = 0;
  for (const asset of assets) {
    const { bytes, encoding } = await brotliBytes(baseURL!, asset);
    // Small files (under the build's 1 KB threshold) are sent as they are.
    if (bytes > 1024) expect(encoding, asset).toBe('br');
    total += bytes;
  }
  const kb = Math.round((total / 1024) * 10) / 10;
  test.info().annotations.push({ type: 'login first load', description: `${kb} KB brotli` });
  expect(kb, `the login page's first load, ${assets.length} files`).toBeLessThanOrEqual(BUDGET_KB);

  // In the browser: the login page shows and asks for none of the screens behind it.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/admin/Adminconfigpage');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => SCREEN_CHUNKS.test(url))).toEqual([]);
});
