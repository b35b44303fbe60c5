import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { CountrySelect } from './CountrySelect';
import {
  caretAfterDigits,
  formatNational,
  fromE164,
  onlyDigits,
  restrictDigits,
  toE164,
  type CountryCode,
} from './phone-number';
import { useT } from '@/i18n/i18n';

export interface PhoneInputProps {
  /** '+<calling code><digits>', or '' when no number is typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  label?: string;
  error?: boolean;
  helperText?: ReactNode;
  defaultCountry?: CountryCode;
  /**
   * Characters the number box takes, formatting included (20 on signup,
   * docs/specification.md#customer-validation).
   */
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * International phone input: a searchable country dropdown with flags, the calling code shown
 * before the number, digits only, grouped as you type and cut at the country's longest number.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  name,
  label,
  error,
  helperText,
  defaultCountry = 'US',
  maxLength = 20,
  inputRef,
}: PhoneInputProps) {
  const t = useT();
  const [phone, setPhone] = useState(() => fromE164(value, defaultCountry));
  // A value set from outside (e.g. a form reset) is read back; our own changes are not.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setPhone(fromE164(value, phone.country));
  }

  const input = useRef<HTMLInputElement>(null);
  const ref = useForkRef(input, inputRef);
  // Digits left of the caret after an edit: the caret is put back after them once reformatted.
  const caretDigits = useRef<number | null>(null);
  const display = formatNational(phone.digits, phone.country);

  useLayoutEffect(() => {
    const element = input.current;
    if (caretDigits.current === null || !element || document.activeElement !== element) return;
    const at = caretAfterDigits(element.value, caretDigits.current);
    element.setSelectionRange(at, at);
    caretDigits.current = null;
  });

  function update(country: CountryCode, digits: string) {
    const next = toE164(digits, country);
    setPhone({ country, digits });
    setLastValue(next);
    if (next !== value) onChange(next);
  }

  // A whole international number ("+251 91 …", pasted) picks its own country.
  function takeInternational(text: string): boolean {
    if (!text.trim().startsWith('+')) return false;
    const parsed = parsePhoneNumberFromString(text);
    if (!parsed?.country) return false;
    update(parsed.country, restrictDigits(parsed.nationalNumber, parsed.country));
    return true;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    if (takeInternational(text)) return;
    let before = onlyDigits(text.slice(0, event.target.selectionStart ?? text.length)).length;
    let digits = onlyDigits(text);
    // Deleting a space or bracket alone would change nothing: delete the digit beside it instead.
    if (digits === phone.digits && text.length < display.length) {
      const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
      if (forward) digits = digits.slice(0, before) + digits.slice(before + 1);
      else if (before > 0) {
        digits = digits.slice(0, before - 1) + digits.slice(before);
        before -= 1;
      }
    }
    caretDigits.current = before;
    update(phone.country, restrictDigits(digits, phone.country));
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    // maxLength would cut a pasted "+251 91 123 4567" before it could be read as international.
    if (takeInternational(event.clipboardData.getData('text'))) event.preventDefault();
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <CountrySelect
        value={phone.country}
        onChange={(country) => update(country, restrictDigits(phone.digits, country))}
      />
      <TextField
        fullWidth
        label={label ?? t('field.phoneNumber')}
        name={name}
        type="tel"
        value={display}
        onChange={handleChange}
        onPaste={handlePaste}
        onBlur={onBlur}
        inputRef={ref}
        error={error}
        helperText={helperText}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                +{getCountryCallingCode(phone.country)}
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength, inputMode: 'tel', autoComplete: 'tel-national' },
        }}
      />
    </Stack>
  );
}
