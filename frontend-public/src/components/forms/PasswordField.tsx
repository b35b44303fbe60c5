import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useT } from '@/i18n/i18n';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** What the Show/Hide button names ("Show password"); the label by default. */
  toggleName?: string;
};

/** A password box with the Show/Hide toggle of the specification. */
export function PasswordField({ toggleName, slotProps, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  const name = toggleName ?? (typeof props.label === 'string' ? props.label : t('password.name'));
  const action = visible ? t('password.hide') : t('password.show');
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
                aria-label={t('password.toggle', { action, name })}
                aria-pressed={visible}
              >
                {action}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
