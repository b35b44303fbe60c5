import type { SVGProps } from 'react';

/**
 * The SelamTopup mark, as on the customer site (frontend-public/src/components/brand/Logo.tsx):
 * inline, so the header needs no request of its own.
 */
export function Logo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true" focusable="false" {...props}>
      <rect width="64" height="64" rx="14" fill="#ffffff" />
      <rect
        x="20"
        y="10"
        width="24"
        height="44"
        rx="5"
        fill="none"
        stroke="#0b7a4b"
        strokeWidth="4"
      />
      <path d="M34 20l-8 13h7l-3 11 9-15h-7z" fill="#f5b301" />
    </svg>
  );
}
