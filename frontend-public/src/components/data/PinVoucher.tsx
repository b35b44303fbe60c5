import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import { CopyableId } from './CopyableId';
import { t, useT } from '@/i18n/i18n';

/** What a PIN product delivered: shown only to the customer who bought it. */
export interface PinDetails {
  code: string;
  serial?: string | null;
}

export const PIN_TITLE = (): string => t('pin.title');
export const PIN_ADVICE = (): string => t('pin.advice');

/**
 * A PIN product's voucher (docs/specification.md#pin-visibility): the code, copyable,
 * and its serial. `compact` is the history's version (one line each, no advice).
 */
export function PinVoucher({ pin, compact = false }: { pin: PinDetails; compact?: boolean }) {
  const t = useT();
  return (
    <Box
      role="group"
      aria-label={PIN_TITLE()}
      sx={{
        border: 1,
        borderColor: 'success.light',
        borderRadius: 1,
        bgcolor: (theme) => alpha(theme.palette.success.main, 0.06),
        px: compact ? 1 : 2,
        py: compact ? 0.5 : 1.5,
        mt: compact ? 0.5 : 0,
        maxWidth: '100%',
      }}
    >
      <Typography
        component="span"
        variant={compact ? 'body2' : 'subtitle1'}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
      >
        <KeyIcon fontSize="small" aria-hidden="true" />
        {compact ? 'PIN' : PIN_TITLE()}
      </Typography>
      <Box>
        <CopyableId id={pin.code} label={t('pin.copy')} large={!compact} />
      </Box>
      {pin.serial && (
        <Typography component="span" variant="body2" color="text.secondary" display="block">
          {t('pin.serial', { serial: pin.serial })}
        </Typography>
      )}
      {!compact && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {PIN_ADVICE()}
        </Typography>
      )}
    </Box>
  );
}
