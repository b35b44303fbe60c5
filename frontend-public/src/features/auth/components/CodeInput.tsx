import type { ClipboardEvent } from 'react';
import TextField from '@mui/material/TextField';

export const CODE_LENGTH = 8;

/** Codes are upper-case letters and digits: spaces go, letters go up, 8 characters at most. */
export const cleanCode = (text: string) =>
  text.replace(/\s/g, '').toUpperCase().slice(0, CODE_LENGTH);

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** The 8-character one-time code box of the verification screens. */
export function CodeInput({ value, onChange, disabled }: CodeInputProps) {
  // maxLength would cut a pasted " ABCD2345 " before its spaces are trimmed.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange(cleanCode(event.clipboardData.getData('text')));
  };
  return (
    <TextField
      label="Verification Code"
      placeholder="Enter 8 Digit code"
      value={value}
      onChange={(event) => onChange(cleanCode(event.target.value))}
      onPaste={handlePaste}
      disabled={disabled}
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
        htmlInput: {
          maxLength: CODE_LENGTH,
          autoCapitalize: 'characters',
          spellCheck: false,
        },
      }}
    />
  );
}
