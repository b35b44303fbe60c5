import { useState } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { PasswordChecklist } from '@/components/forms/PasswordChecklist';
import { PasswordField } from '@/components/forms/PasswordField';
import { isStrongPassword } from '@/lib/validation';
import { muiField, recheckIfTouched } from '../utils/mui-field';
import { useT } from '@/i18n/i18n';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The new password's field and label; its Show/Hide button reads e.g. "Show new password". */
  name: Path<T>;
  label: string;
  /** The 'Confirm Password' field, checked again as the password changes. */
  confirmName: Path<T>;
}

/** A new password, with the checklist while it has focus and is not yet strong, and its confirmation. */
export function NewPasswordFields<T extends FieldValues>({
  form,
  name,
  label,
  confirmName,
}: NewPasswordFieldsProps<T>) {
  const t = useT();
  const [focused, setFocused] = useState(false);
  const value: unknown = useWatch({ control: form.control, name });
  const password = typeof value === 'string' ? value : '';
  return (
    <>
      <div>
        <PasswordField
          label={label}
          toggleName={label.toLowerCase()}
          autoComplete="new-password"
          onFocus={() => setFocused(true)}
          {...muiField(form, name, {
            onChange: recheckIfTouched(form, confirmName),
            onBlur: () => setFocused(false),
          })}
        />
        {focused && !isStrongPassword(password) && <PasswordChecklist password={password} />}
      </div>
      <PasswordField
        label={t('field.confirmPassword')}
        toggleName={t('password.confirmToggle')}
        autoComplete="new-password"
        {...muiField(form, confirmName)}
      />
    </>
  );
}
