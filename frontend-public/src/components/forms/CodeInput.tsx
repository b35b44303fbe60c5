import type { ClipboardEvent, Ref } from 'react';
import TextField from '@mui/material/TextField';
import { cleanCode } from '@/lib/one-time-code';
import { useT } from '@/i18n/i18n';

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The 8-character one-time code box of every verification screen and dialog. */
export function CodeInput({ value, onChange, onBlur, inputRef, ...props }: CodeInputProps) {
  const t = useT();
  // Pasted text is cleaned as a whole (spaces out first, then the length), never cut as it lands.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange(cleanCode(event.clipboardData.getData('text')));
  };
  return (
    <TextField
      {...props}
      label={t('code.label')}
      placeholder={t('code.placeholder')}
      value={value}
      onChange={(event) => onChange(cleanCode(event.target.value))}
      onPaste={handlePaste}
      onBlur={onBlur}
      inputRef={inputRef}
      autoComplete="one-time-code"
      fullWidth
      // Spaced monospace reads a code well; the placeholder keeps the normal text face.
      sx={(theme) => ({
        '& input': { letterSpacing: '0.3em', fontFamily: 'monospace' },
        '& input::placeholder': {
          letterSpacing: 'normal',
          fontFamily: theme.typography.fontFamily,
        },
      })}
      slotProps={{
        // Keep the label up so the placeholder shows before the box is focused.
        inputLabel: { shrink: true },
        // No maxLength: cleanCode limits the length after trimming (lib/one-time-code.ts); an
        // autofilled or dropped " PG6HWPEC" would otherwise lose its last character.
        htmlInput: { autoCapitalize: 'characters', spellCheck: false },
      }}
    />
  );
}
