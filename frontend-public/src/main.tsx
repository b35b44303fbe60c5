// The entry is kept tiny on purpose: the app's code (React, MUI, the routes) is a separate chunk,
// fetched and evaluated only once the browser has painted the prerendered page, so that the
// first paint never waits for it (a page without prerender preloads it in index.html).
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Resolves once a frame with the current page has been painted. */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// Each link added starts a request: about a millisecond of main thread on a desktop, several on
// a phone, so the sixty-odd links of /Payment added at once made one of the page's longest tasks.
const LINKS_PER_TASK = 3;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The chunks a prerendered page names (scripts/prerender.mjs), asked for a few per task. */
async function preloadPageChunks(): Promise<void> {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="modulepreload-after-paint"]');
  const hrefs = meta?.content.split(' ').filter(Boolean) ?? [];
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

void (container.firstElementChild ? afterPaint().then(preloadPageChunks) : Promise.resolve())
  // React DOM is most of the app's code: compiled in a task of its own, then the rest, so that
  // neither holds the phone's main thread for long.
  .then(() => import('react-dom/client'))
  .then(() => import('@/app/boot'))
  .then(({ boot }) => boot(container));
