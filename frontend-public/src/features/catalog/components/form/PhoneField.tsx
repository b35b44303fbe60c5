import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isRefusedKey, nationalPart, sanitizePhoneEntry } from '../../utils/phone-entry';
import { bareInputSx, fieldFrameSx, fieldLabelSx } from './field-frame';
import { useT } from '@/i18n/i18n';

interface PhoneFieldProps {
  value: string;
  /** Without '+', e.g. '255'; undefined while it loads or when the country has none. */
  callingCode: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The recipient's number after the country's calling code: digits and '+' only
 * (docs/specification.md#customer-validation).
 */
export function PhoneField({ value, callingCode, onChange }: PhoneFieldProps) {
  const t = useT();
  return (
    <div>
      <Typography component="label" htmlFor="topup-phone" variant="body2" sx={fieldLabelSx}>
        {t('receipt.mobileNumber')}
      </Typography>
      <Box sx={fieldFrameSx}>
        {callingCode && (
          <Box component="span" data-testid="calling-code" sx={{ color: 'text.secondary' }}>
            +{callingCode}
          </Box>
        )}
        <Box
          component="input"
          id="topup-phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          value={nationalPart(value, callingCode)}
          onKeyDown={(event) => {
            if (isRefusedKey(event)) event.preventDefault();
          }}
          // Pasted and autofilled text is filtered here, as typed text is.
          onChange={(event) => onChange(sanitizePhoneEntry(event.target.value))}
          sx={bareInputSx}
        />
      </Box>
    </div>
  );
}
