import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n';

// The accepted card brands and PayPal as small local badges (no images from outside hosts): a name on the
// brand's colour, drawn in SVG. Each badge is an image named after its brand.

function Badge({ name, fill, children }: { name: string; fill: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex' }}>
      <svg role="img" aria-label={name} width="52" height="32" viewBox="0 0 52 32">
        <title>{name}</title>
        <rect x="0.5" y="0.5" width="51" height="31" rx="4" fill={fill} stroke="#d0d5d2" />
        {children}
      </svg>
    </Box>
  );
}

const label = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontWeight: 700,
  textAnchor: 'middle',
} as const;

export function CardBrands() {
  const t = useT();
  return (
    <Box
      component="ul"
      aria-label={t('cards.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      <Badge name="American Express" fill="#2e77bc">
        <text x="26" y="14" fontSize="8" fill="#fff" {...label}>
          AMERICAN
        </text>
        <text x="26" y="24" fontSize="8" fill="#fff" {...label}>
          EXPRESS
        </text>
      </Badge>
      <Badge name="Diners Club" fill="#ffffff">
        <circle cx="16" cy="16" r="9" fill="none" stroke="#0079be" strokeWidth="2.5" />
        <text x="36" y="14" fontSize="7" fill="#0079be" {...label}>
          Diners
        </text>
        <text x="36" y="23" fontSize="7" fill="#0079be" {...label}>
          Club
        </text>
      </Badge>
      <Badge name="JCB" fill="#ffffff">
        <rect x="8" y="7" width="11" height="18" rx="3" fill="#0e4c96" />
        <rect x="20.5" y="7" width="11" height="18" rx="3" fill="#e21836" />
        <rect x="33" y="7" width="11" height="18" rx="3" fill="#00a14b" />
        <text x="13.5" y="20" fontSize="9" fill="#fff" {...label}>
          J
        </text>
        <text x="26" y="20" fontSize="9" fill="#fff" {...label}>
          C
        </text>
        <text x="38.5" y="20" fontSize="9" fill="#fff" {...label}>
          B
        </text>
      </Badge>
      <Badge name="PayPal" fill="#ffffff">
        <text x="26" y="20" fontSize="11" fontStyle="italic" {...label}>
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#009cde">Pal</tspan>
        </text>
      </Badge>
      <Badge name="Visa" fill="#1a1f71">
        <text x="26" y="21" fontSize="13" fill="#fff" fontStyle="italic" {...label}>
          VISA
        </text>
      </Badge>
      <Badge name="Mastercard" fill="#ffffff">
        <circle cx="20" cy="16" r="9" fill="#eb001b" />
        <circle cx="32" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </Badge>
    </Box>
  );
}
