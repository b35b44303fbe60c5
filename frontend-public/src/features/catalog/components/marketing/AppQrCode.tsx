import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';

// The QR code sits below the fold: its drawing code (~6 KB gzipped) is fetched once the section
// comes near the viewport, which keeps it out of the home page's first load.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

const SIZE = 148;

/** A QR code of `value`, drawn locally (no image from an outside host). */
export function AppQrCode({ value, label }: { value: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  // Drawn after the first render in any case, so the prerendered page and hydration agree.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <Box ref={box} role="img" aria-label={label} sx={{ width: SIZE, height: SIZE }}>
      {near && (
        <Suspense fallback={null}>
          <QRCodeSVG value={value} size={SIZE} aria-hidden />
        </Suspense>
      )}
    </Box>
  );
}
