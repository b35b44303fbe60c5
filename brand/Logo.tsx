import type { SVGProps } from 'react';
import { BRAND_GREEN, BRAND_YELLOW } from './colours';

/** The SelamTopup mark, inline so a header needs no request of its own. */
export function Logo({ size = 36, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect width="64" height="64" rx="14" fill="#ffffff" />
      <rect
        x="20"
        y="10"
        width="24"
        height="44"
        rx="5"
        fill="none"
        stroke={BRAND_GREEN}
        strokeWidth="4"
      />
      <path d="M34 20l-8 13h7l-3 11 9-15h-7z" fill={BRAND_YELLOW} />
    </svg>
  );
}
