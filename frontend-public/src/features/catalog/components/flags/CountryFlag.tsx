import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';

// Flags already fetched (as data URLs) and fetches under way, shared by every flag on the page.
const loaded = new Map<string, string>();
const loading = new Map<string, Promise<string | null>>();

function loadFlag(code: string): Promise<string | null> {
  let pending = loading.get(code);
  if (!pending) {
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

/**
 * A 24×16 flag, fetched when first shown (menu items mount only when the menu opens).
 * Decorative: the country's name is always beside it.
 */
export function CountryFlag({ code }: { code: string | null }) {
  const upper = code?.toUpperCase() ?? '';
  const [fetched, setFetched] = useState<{ code: string; url: string } | null>(null);
  const url = loaded.get(upper) ?? (fetched?.code === upper ? fetched.url : undefined);

  useEffect(() => {
    if (!upper || loaded.has(upper)) return;
    let active = true;
    loadFlag(upper).then(
      (next) => active && next && setFetched({ code: upper, url: next }),
      () => undefined, // No flag is no harm: the name is there.
    );
    return () => {
      active = false;
    };
  }, [upper]);

  return (
    <Box
      component="span"
      aria-hidden
      data-flag={upper || undefined}
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
