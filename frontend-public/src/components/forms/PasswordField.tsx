import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** What the Show/Hide button names ("Show password"); the label by default. */
  toggleName?: string;
};

/** A password box with the Show/Hide toggle of the specification. */
export function PasswordField({ toggleName, slotProps, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const name = toggleName ?? (typeof props.label === 'string' ? props.label : 'password');
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                onClick={() => setVisible((shown) => !shown)}
                aria-label={`${visible ? 'Hide' : 'Show'} ${name}`}
                aria-pressed={visible}
              >
                {visible ? 'Hide' : 'Show'}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
