import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { CountryCode } from 'libphonenumber-js/min';

// Flags already fetched (as data URLs) and fetches under way, shared by every flag on the page.
const loaded = new Map<CountryCode, string>();
const loading = new Map<CountryCode, Promise<string>>();

function loadFlag(iso2: CountryCode): Promise<string> {
  let pending = loading.get(iso2);
  if (!pending) {
    // The loader table itself is fetched on first use too: it is 245 imports long.
    pending = import('./flag-loaders')
      .then(({ flagLoaders }) => flagLoaders[iso2]())
      .then(({ default: svg }) => {
        // An <img> data URL, not inline markup: the SVG cannot run script or restyle the page.
        const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        loaded.set(iso2, url);
        return url;
      });
    pending.catch(() => loading.delete(iso2));
    loading.set(iso2, pending);
  }
  return pending;
}

/**
 * A 24×16 country flag, fetched once it scrolls into view (the country list holds ~245 of them).
 * Decorative: the country's name or code is always shown beside it.
 */
export function CountryFlag({ iso2 }: { iso2: CountryCode }) {
  const box = useRef<HTMLSpanElement>(null);
  const [fetched, setFetched] = useState<{ iso2: CountryCode; url: string } | null>(null);
  const url = loaded.get(iso2) ?? (fetched?.iso2 === iso2 ? fetched.url : undefined);

  useEffect(() => {
    if (loaded.has(iso2)) return;
    let active = true;
    const show = () =>
      loadFlag(iso2).then(
        (next) => active && setFetched({ iso2, url: next }),
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
  }, [iso2]);

  return (
    <Box
      component="span"
      ref={box}
      aria-hidden
      data-flag={iso2}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 24,
        height: 16,
        borderRadius: '2px',
        overflow: 'hidden',
        bgcolor: 'action.hover',
        verticalAlign: 'middle',
      }}
    >
      {url && <img src={url} alt="" width={24} height={16} style={{ display: 'block' }} />}
    </Box>
  );
}
