import { FilledInput, FormControl, FormHelperText, InputLabel } from '@mui/material';
import { type ChangeEvent, type ReactNode, useId } from 'react';

interface LoginFieldProps {
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error?: string;
  endAdornment?: ReactNode;
}

/**
 * What <TextField> renders with react-admin's theme (filled, dense, small: the theme's
 * MuiFormControl defaults apply here too), from its parts: <TextField> also imports <Select> and
 * with it menus, popovers and modals, a sixth of the login page's script
 * (docs/performance.md#back-office-first-load).
 */
export function LoginField({ label, error, endAdornment, ...input }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        {...input}
        endAdornment={endAdornment}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
