import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '@/components/forms/FormTextField';
import { PasswordField } from '@/components/forms/PasswordField';
import { PasswordChecklist } from '@/components/forms/PasswordChecklist';
import { isApiError } from '@/lib/api-client';
import {
  changePasswordFailure,
  changePasswordInputSchema,
  useChangePassword,
} from '../api/change-password';
import { useT } from '@/i18n/i18n';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Existing, new and confirm password with the live checklist and Update. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const { control, handleSubmit, reset, watch } = useForm({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const [newFocused, setNewFocused] = useState(false);
  const change = useChangePassword();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // The server's answer was about what was typed then: an edit makes it stale, so it goes.
  useEffect(() => {
    const { unsubscribe } = watch(() => setError(null));
    return unsubscribe;
  }, [watch]);

  const onSubmit = handleSubmit(({ oldPassword, newPassword }) => {
    setError(null);
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          onChanged();
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 500) void navigate('/Error503');
          else setError(changePasswordFailure(e));
        },
      },
    );
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 480 }}>
      <FormTextField
        as={PasswordField}
        control={control}
        name="oldPassword"
        label={t('field.existingPassword')}
        autoComplete="current-password"
      />
      <FormTextField
        as={PasswordField}
        control={control}
        name="newPassword"
        label={t('field.newPassword')}
        autoComplete="new-password"
        onFocus={() => setNewFocused(true)}
        onBlur={() => setNewFocused(false)}
      />
      {newFocused && <PasswordChecklist password={newPassword} />}
      <FormTextField
        as={PasswordField}
        control={control}
        name="confirmPassword"
        label={t('field.confirmPassword')}
        autoComplete="new-password"
      />
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button type="submit" variant="contained" loading={change.isPending}>
          {t('profile.update')}
        </Button>
      </div>
    </Stack>
  );
}
