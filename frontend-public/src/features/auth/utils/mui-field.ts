import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

/** Registers a react-hook-form field and wires it to an MUI TextField, with its error as help. */
export function muiField<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const { ref, ...field } = form.register(name, options);
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...field, inputRef: ref, error: Boolean(message), helperText: message, fullWidth: true };
}

/** Validates `name` again once it was visited: for a rule that depends on the field just edited. */
export function recheckIfTouched<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  return () => {
    if (form.getFieldState(name).isTouched) void form.trigger(name);
  };
}
