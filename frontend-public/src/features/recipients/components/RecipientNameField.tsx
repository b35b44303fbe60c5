import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useT } from '@/i18n/i18n';

/** docs/specification.md#recipient-limits: a name is 1 to 40 characters. */
export const RECIPIENT_NAME_MAX = 40;

/** A recipient's name field, as the profile's add and rename forms use it. */
export function RecipientNameField(props: TextFieldProps) {
  const t = useT();
  return (
    <TextField
      size="small"
      label={t('recipients.name')}
      placeholder={t('recipients.namePlaceholder')}
      {...props}
      slotProps={{ htmlInput: { maxLength: RECIPIENT_NAME_MAX } }}
    />
  );
}
