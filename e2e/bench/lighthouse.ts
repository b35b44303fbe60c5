// Lighthouse (mobile profile: an emulated mid-range phone on a throttled network) on the home
// page and on /Payment, with Debian's Chromium, against a running product (E2E_BASE_URL, built
// and seeded with the demo data) served through a TLS and HTTP/2 front as production serves it
// (https-front.ts). /Payment is measured as a customer sees it: logged in, an
// offer chosen on the home form (the browser keeps its cookies and storage, not its cache).
// Each page is measured LIGHTHOUSE_RUNS times (3) and the median run reported: each score next to
// its target (>= 95), written to backend/bench/results/lighthouse.json. Both pages in every
// language of the site (?lang=, docs/i18n.md); LIGHTHOUSE_LANGUAGES=en,am picks some.
// Run by `npm run bench`; alone: E2E_BASE_URL=http://127.0.0.1:3000 npx tsx bench/lighthouse.ts
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { BROWSERS } from '@selamtopup/test-kit/browsers';
import { DEMO_CUSTOMER } from '@database/seeds/demo-credentials';
import { chooseTanzaniaOffer, solveBotCheck } from '../tests/support';
import { startHttpsFront } from './https-front';

const PRODUCT = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
// Not execFileSync: the front (https-front.ts) answers the page's requests from this process
// while Lighthouse runs.
const execFileAsync = promisify(execFile);
const CHROMIUM = BROWSERS.chromium.path;
const TARGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const RESULTS = join(__dirname, '../../backend/bench/results/lighthouse.json');
const LANGUAGES = (process.env.LIGHTHOUSE_LANGUAGES || 'en,fr,am,sw').split(',');

interface PageScores {
  page: string;
  /** The page's language (its ?lang=). */
  language?: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, number>;
  /** The audits that cost points, for finding why a score misses. */
  losing: string[];
  /** The performance score of every run, when several were made. */
  runs?: number[];
}

/**
 * Lighthouse's own CLI, in a plain Node process: it sends functions into the page as their
 * source text, which tsx's transpiled names (`__name`) would break.
 */
async function audit(url: string, port: number, keepStorage: boolean): Promise<PageScores> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const { stdout: json } = await execFileAsync(
    process.execPath,
    [
      cli,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      ...(keepStorage ? ['--disable-storage-reset'] : []),
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(json) as Result;
  // LIGHTHOUSE_REPORTS=<dir> keeps every full report, for finding where the time goes.
  if (process.env.LIGHTHOUSE_REPORTS)
    writeFileSync(
      join(
        process.env.LIGHTHOUSE_REPORTS,
        `${new URL(url).pathname.slice(1) || 'home'}-${Date.now()}.json`,
      ),
      json,
    );
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? NaN));
  const losing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    page: new URL(url).pathname,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as PageScores['scores'],
    metrics: {
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      cumulativeLayoutShiftX1000: Math.round(
        Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000,
      ),
      speedIndexMs: metric('speed-index'),
    },
    losing,
  };
}

/** Logs the demo customer in and chooses an offer, in the browser Lighthouse then uses. */
async function customerWithAnOffer(port: number, base: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  // The helpers of the journeys navigate by path, as a test's baseURL would.
  const goto = page.goto.bind(page);
  page.goto = (url, options) => goto(new URL(url, base).toString(), options);
  // In English whatever the home page's runs left in the language cookie.
  await page.goto('/Login?lang=en');
  await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${base}/`);
  await chooseTanzaniaOffer(page, '754123456');
  await page.close();
  await browser.close(); // disconnects; Chromium stays up for Lighthouse
}

/** A first visit's downloads: the cookies and storage stay, the HTTP cache goes. */
async function clearCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

/**
 * Lighthouse's own advice: one run varies with the machine, the median of several does not as
 * much. The run with the median performance score is reported.
 */
async function median(run: () => Promise<PageScores>): Promise<PageScores> {
  const runs: PageScores[] = [];
  for (let i = 0; i < RUNS; i++)
    // Lighthouse's trace recording fails now and then (NO_NAVSTART): that run is made again.
    runs.push(await run().catch(() => run()));
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...runs[Math.floor(runs.length / 2)], runs: runs.map((r) => r.scores.performance) };
}

async function main(): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The front's certificate is made at start: trusted by this browser only.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  const front = await startHttpsFront(PRODUCT);
  try {
    const pages: PageScores[] = [];
    const inLanguage = (path: string, language: string) =>
      `${front.url}${path}${language === 'en' ? '' : `?lang=${language}`}`;
    for (const language of LANGUAGES)
      pages.push({
        ...(await median(() => audit(inLanguage('/', language), chrome.port, false))),
        language,
      });
    await customerWithAnOffer(chrome.port, front.url);
    for (const language of LANGUAGES)
      pages.push({
        ...(await median(async () => {
          await clearCache(chrome.port);
          return audit(inLanguage('/Payment', language), chrome.port, true);
        })),
        language,
      });
    let missed = 0;
    console.log(`Lighthouse ${lighthouseVersion()} (mobile profile), Chromium at ${CHROMIUM}:`);
    for (const r of pages) {
      const line = CATEGORIES.map((c) => {
        if (r.scores[c] < TARGET) missed++;
        return `${c} ${r.scores[c]}${r.scores[c] < TARGET ? ' (OVER)' : ''}`;
      }).join(', ');
      console.log(
        `  ${`${r.page} ${r.language}`.padEnd(12)} ${line} [target >= ${TARGET} each; median of ${RUNS}, performance ${r.runs?.join('/')}]`,
      );
      console.log(
        `               FCP ${r.metrics.firstContentfulPaintMs} ms, LCP ${r.metrics.largestContentfulPaintMs} ms, ` +
          `TBT ${r.metrics.totalBlockingTimeMs} ms, CLS ${r.metrics.cumulativeLayoutShiftX1000 / 1000}`,
      );
      if (r.losing.length) console.log(`               losing points: ${r.losing.join('; ')}`);
    }
    writeFileSync(
      RESULTS,
      `${JSON.stringify({ at: new Date().toISOString(), target: TARGET, pages }, null, 2)}\n`,
    );
    return missed ? 1 : 0;
  } finally {
    await front.close();
    await chrome.kill();
  }
}

function lighthouseVersion(): string {
  const manifest = join(dirname(require.resolve('lighthouse/cli/index.js')), '../package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
