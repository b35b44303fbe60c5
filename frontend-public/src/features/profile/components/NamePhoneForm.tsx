import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import {
  namePhoneInputSchema,
  updateUserNamePhoneFailure,
  useUpdateUserNamePhone,
} from '../api/update-user-name-phone';
import type { User } from '../api/user';
import { useT } from '@/i18n/i18n';

export const PHONE_MAX_LENGTH = 28;

interface NamePhoneFormProps {
  user: User;
  onUpdated: () => void;
}

/** Full Name and Mobile Number with 'Update Name and Phone number'. */
export function NamePhoneForm({ user, onUpdated }: NamePhoneFormProps) {
  const t = useT();
  // Follows the profile once it loads (or after an update) without overwriting what was typed.
  const values = useMemo(
    () => ({ fullname: user.fullname, phoneNumber: user.telephone }),
    [user.fullname, user.telephone],
  );
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(namePhoneInputSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const update = useUpdateUserNamePhone();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = handleSubmit((input) => {
    setError(null);
    update.mutate(input, {
      onSuccess: onUpdated,
      onError: (e) => setError(updateUserNamePhoneFailure(e)),
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <FormTextField
        control={control}
        name="fullname"
        label={t('field.fullName')}
        autoComplete="name"
      />
      <FormTextField
        control={control}
        name="phoneNumber"
        label={t('receipt.mobileNumber')}
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button type="submit" variant="contained" loading={update.isPending}>
          {t('profile.updateNamePhone')}
        </Button>
      </div>
    </Stack>
  );
}
