import type { ComponentType } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Rewrites what was typed or pasted before it reaches the form, e.g. to keep digits only. */
  sanitize?: (value: string) => string;
  /** The field to bind, e.g. `PasswordField`; MUI's TextField by default. */
  as?: ComponentType<TextFieldProps>;
};

/** An MUI text field bound to react-hook-form; the field's first error shows as helper text. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  sanitize,
  as: Field = TextField,
  helperText,
  onBlur,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          {...props}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onChange={(event) =>
            field.onChange(sanitize ? sanitize(event.target.value) : event.target.value)
          }
          onBlur={(event) => {
            field.onBlur();
            onBlur?.(event);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
