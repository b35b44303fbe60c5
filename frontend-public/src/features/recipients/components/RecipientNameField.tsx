import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** docs/specification.md#recipient-limits: a name is 1 to 40 characters. */
export const RECIPIENT_NAME_MAX = 40;

/** A recipient's name field, as the profile's add and rename forms use it. */
export function RecipientNameField(props: TextFieldProps) {
  return (
    <TextField
      size="small"
      label="Name"
      placeholder="e.g. Mum"
      {...props}
      slotProps={{ htmlInput: { maxLength: RECIPIENT_NAME_MAX } }}
    />
  );
}
