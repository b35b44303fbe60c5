// What the recipient receives and the operator's promotion, as the amount list, /Payment and the
// success page show them (docs/specification.md).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Offer } from '@/api/offer';
import { formatDay } from '@/i18n/format';
import { t, useT, type MessageId } from '@/i18n/i18n';

const VALIDITY_UNITS: Record<string, MessageId> = {
  hour: 'offer.validHours',
  day: 'offer.validDays',
  week: 'offer.validWeeks',
  month: 'offer.validMonths',
};

/**
 * 'valid 30 days', in the active language. The API words an offer's validity in English from the
 * provider's figures ('1 day', '30 days', 'No expiry': `validityText` in
 * backend/src/modules/catalog/domain/what-arrives.ts); those shapes are said in the language, any
 * other is shown as it came. English reads exactly as before.
 */
export function validText(validity: string): string {
  if (validity === 'No expiry') return t('offer.validNoExpiry');
  const counted = /^(\d+) (hour|day|week|month)s?$/.exec(validity);
  if (!counted) return t('offer.valid', { validity });
  return t(VALIDITY_UNITS[counted[2]], { n: Number(counted[1]) });
}

/** 'Receives 1 GB · valid 7 days', or null when the offer does not say. */
export function receivesText(
  whatArrives: { summary: string; validity: string | null } | null | undefined,
): string | null {
  if (!whatArrives) return null;
  return [
    t('offer.receives', { summary: whatArrives.summary }),
    whatArrives.validity && validText(whatArrives.validity),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 'ends 31 Dec 2026' (the day in UTC, as DT One dates its promotions). */
export function promotionEndText(endsAt: string | null): string | null {
  if (!endsAt) return null;
  const date = new Date(endsAt);
  if (Number.isNaN(date.getTime())) return null;
  return t('offer.ends', { day: formatDay(date) });
}

/** The promotion badge: its title and its end date; the terms as the badge's title. */
export function PromotionBadge({ promotion }: { promotion: NonNullable<Offer['promotion']> }) {
  const end = promotionEndText(promotion.endsAt);
  return (
    // A styled span, not MUI's Chip: the home page's JavaScript budget is tight.
    <Box
      component="span"
      data-testid="promotion-badge"
      title={promotion.terms || undefined}
      sx={{
        display: 'inline-block',
        maxWidth: '100%',
        px: 1,
        py: 0.25,
        borderRadius: 2,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.4,
        overflowWrap: 'anywhere',
      }}
    >
      {[promotion.title, end].filter(Boolean).join(' · ')}
    </Box>
  );
}

/**
 * What arrives under an offer: the summary with its validity, every benefit of a bundle, and the
 * promotion badge. `compact` leaves the benefit lines out (the amount list).
 */
export function WhatArrives({ offer, compact = false }: { offer: Offer; compact?: boolean }) {
  const t = useT();
  const receives = receivesText(offer.whatArrives);
  const benefits = offer.whatArrives?.benefits ?? [];
  if (!receives && !offer.promotion) return null;
  return (
    <Box
      component="span"
      // Blocks, not a flex column: they follow the cell's alignment (right on phones' cards).
      sx={{ display: 'block', minWidth: 0, '& > *': { display: 'block', mt: 0.25 } }}
    >
      {receives && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          data-testid="what-arrives"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {receives}
        </Typography>
      )}
      {!compact && benefits.length > 1 && (
        <Box component="ul" aria-label={t('offer.benefits')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {benefits.map((b) => (
            <Typography
              component="li"
              variant="body2"
              color="text.secondary"
              key={`${b.type}:${b.text}`}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {b.note ? `${b.text} (${b.note})` : b.text}
            </Typography>
          ))}
        </Box>
      )}
      {offer.promotion && (
        <span>
          <PromotionBadge promotion={offer.promotion} />
        </span>
      )}
    </Box>
  );
}

/** Said before payment when the Processing Fee is more than the top-up itself. */
export const FEE_ABOVE_AMOUNT_TEXT = (): string => t('fees.aboveAmount');
