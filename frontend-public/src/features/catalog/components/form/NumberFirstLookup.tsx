import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { failureText } from '@/lib/api-failure';
import { useMobileLookup } from '../../api/mobile-lookup';
import type { OperatorChoice } from '../../utils/catalogue';
import { detectOperator } from '../../utils/number-detection';
import {
  fullPhoneNumber,
  isRefusedKey,
  nationalPart,
  sanitizePhoneEntry,
} from '../../utils/phone-entry';
import { bareInputSx, fieldFrameSx, fieldLabelSx } from './field-frame';
import { useT } from '@/i18n/i18n';

interface NumberFirstLookupProps {
  /** The chosen country's name, as the lookup's informative `country`. */
  country: string;
  /** Without '+', e.g. '255'; undefined while it loads. */
  callingCode: string | undefined;
  operators: readonly OperatorChoice[];
  /** The number typed (as the number field keeps it) and the operator found, '' when none. */
  onNumber: (phone: string, operator: string) => void;
}

/**
 * "Don't know the operator? Type the number" at the operator step
 * (docs/specification.md#number-first): the mobile lookup names the operator, which
 * the list above shows and the customer may still change; the number goes to the number field.
 */
export function NumberFirstLookup({
  country,
  callingCode,
  operators,
  onNumber,
}: NumberFirstLookupProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState('');
  const [message, setMessage] = useState('');
  const [choices, setChoices] = useState<readonly OperatorChoice[]>([]);
  const lookup = useMobileLookup();

  if (!open) {
    return (
      <Box>
        <Button
          variant="text"
          size="small"
          sx={{ px: 0.5, textTransform: 'none' }}
          onClick={() => setOpen(true)}
        >
          Don&apos;t know the operator? Type the number
        </Button>
      </Box>
    );
  }

  async function find() {
    setMessage('');
    setChoices([]);
    if (!nationalPart(entry, callingCode)) return setMessage(t('lookup.enterNumber'));
    const phoneNumber = fullPhoneNumber(entry, callingCode);
    let answer;
    try {
      answer = await lookup.mutateAsync({ phoneNumber, country });
    } catch (failure) {
      // null: the API client already went to an error page.
      return setMessage(failureText(failure, (s, m) => m ?? `Error ${s}`) ?? '');
    }
    const found = detectOperator(answer, operators);
    if (found.kind === 'found') {
      onNumber(entry, found.operator);
      setOpen(false);
      return;
    }
    // Kept for the number field whatever the operator: the customer picks one in the list.
    if (found.kind !== 'invalid') onNumber(entry, '');
    if (found.kind === 'several') setChoices(found.operators);
    setMessage(found.message);
  }

  return (
    <Box
      role="group"
      aria-label={t('lookup.formLabel')}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography component="label" htmlFor="topup-lookup-phone" variant="body2" sx={fieldLabelSx}>
        Recipient&apos;s number
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Box sx={{ ...fieldFrameSx, flexGrow: 1 }}>
          {callingCode && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              +{callingCode}
            </Box>
          )}
          <Box
            component="input"
            id="topup-lookup-phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={20}
            value={nationalPart(entry, callingCode)}
            onKeyDown={(event) => {
              if (isRefusedKey(event)) event.preventDefault();
              if (event.key === 'Enter') {
                // Not the form's submit (Go to Payment): this finds the operator.
                event.preventDefault();
                void find();
              }
            }}
            onChange={(event) => setEntry(sanitizePhoneEntry(event.target.value))}
            sx={bareInputSx}
          />
        </Box>
        <Button variant="outlined" disabled={lookup.isPending} onClick={() => void find()}>
          {t('lookup.button')}
        </Button>
      </Stack>
      <Typography role="status" color="text.secondary" sx={{ mt: 1, minHeight: '1.5em' }}>
        {message}
      </Typography>
      {choices.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {choices.map((op) => (
            <Button
              key={op.name}
              variant="outlined"
              size="small"
              onClick={() => {
                onNumber(entry, op.name);
                setOpen(false);
              }}
            >
              {op.name}
            </Button>
          ))}
        </Stack>
      )}
    </Box>
  );
}
