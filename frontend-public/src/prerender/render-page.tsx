// Server entry of the build-time prerender (scripts/prerender.mjs): each page as it looks before
// the session and any data are known, as HTML with its emotion styles inline. The browser paints
// it at once while the JavaScript loads, and main.tsx hydrates it.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppTree } from '@/app/App';
import { activateLanguage, loadAllMessages } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';

export { prerenderedPages, routePaths } from '@/app/router';
export { DEFAULT_LANGUAGE, languages } from '@/i18n/languages';

export async function renderPage(url: string, language: Language): Promise<string> {
  await loadAllMessages();
  await activateLanguage(language);
  const AtUrl = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  // The same element tree as main.tsx renders, so that the ids React gives match.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppTree router={AtUrl} />
    </StrictMode>,
    // React sends a finished Suspense boundary larger than this (12.5 KB by default) after the rest,
    // with an inline script to put it in place, which the Content Security Policy forbids: a
    // page's boundaries (e.g. the home page's blocks under the form) stay in place, however large.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
