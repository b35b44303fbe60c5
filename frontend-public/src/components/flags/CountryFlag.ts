import { createElement, useEffect, useRef, useState, type CSSProperties } from 'react';

// Plain React, no JSX runtime and no MUI: the home page fetches this module only when it first
// shows a flag, and importing either from here splits the chunks every page shares (measured:
// 0.7 to 1.8 KB more gzipped JS for '/'; npm run check:budget).

// Flags already fetched (as data URLs) and fetches under way, shared by every flag on the page.
const loaded = new Map<string, string>();
const loading = new Map<string, Promise<string | null>>();

function loadFlag(code: string): Promise<string | null> {
  let pending = loading.get(code);
  if (!pending) {
    // The loader table itself is fetched on first use too: it is ~260 imports long.
    pending = import('./flag-loaders')
      .then(({ flagLoaders }) => flagLoaders[code]?.())
      .then((module) => {
        if (!module) return null; // A code the flag set does not have: no flag.
        // An <img> data URL, not inline markup: the SVG cannot run script or restyle the page.
        const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(module.default)}`;
        loaded.set(code, url);
        return url;
      });
    // A failed fetch (e.g. offline) may be tried again by the next flag shown.
    pending.catch(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
}

const frame: CSSProperties = {
  display: 'inline-block',
  flexShrink: 0,
  width: 24,
  height: 16,
  borderRadius: 2,
  overflow: 'hidden',
  background: 'rgba(0, 0, 0, 0.04)', // the theme's action.hover
  verticalAlign: 'middle',
};
const picture: CSSProperties = { display: 'block' };

/**
 * A 24×16 flag for an ISO 3166 code (any case; none for null or an unknown code), fetched once
 * it scrolls into view: a country list may hold ~245 of them. Decorative: the country's name or
 * code is always shown beside it.
 */
export function CountryFlag({ code }: { code: string | null | undefined }) {
  const upper = code?.toUpperCase() ?? '';
  const box = useRef<HTMLSpanElement>(null);
  const [fetched, setFetched] = useState<{ code: string; url: string } | null>(null);
  const url = loaded.get(upper) ?? (fetched?.code === upper ? fetched.url : undefined);

  useEffect(() => {
    if (!upper || loaded.has(upper)) return;
    let active = true;
    const show = () =>
      loadFlag(upper).then(
        (next) => active && next && setFetched({ code: upper, url: next }),
        () => undefined, // No flag is no harm: the name is there.
      );
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      void show();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void show();
      }
    });
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [upper]);

  return createElement(
    'span',
    { ref: box, 'aria-hidden': true, 'data-flag': upper || undefined, style: frame },
    url && createElement('img', { src: url, alt: '', width: 24, height: 16, style: picture }),
  );
}
