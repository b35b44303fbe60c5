import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** A password field with the Show/Hide toggle of the specification. */
export function FormPasswordField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'type'>,
) {
  const [visible, setVisible] = useState(false);
  const label = typeof props.label === 'string' ? props.label : 'password';
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                onClick={() => setVisible((v) => !v)}
                aria-label={`${visible ? 'Hide' : 'Show'} ${label}`}
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
