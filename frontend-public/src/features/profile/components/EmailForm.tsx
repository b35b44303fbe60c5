import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { useSendActivationCode } from '@/api/activation-code';
import { newEmailInputSchema, sendActivationCodeFailure } from '../api/email-change';
import { EmailCodeDialog } from './EmailCodeDialog';
import { useT } from '@/i18n/i18n';

interface EmailFormProps {
  email: string;
  onUpdated: () => void;
}

/**
 * Email with 'Update Email': a code goes to the new address first, and the change is saved only
 * once that code is verified in the dialog.
 */
export function EmailForm({ email, onUpdated }: EmailFormProps) {
  const t = useT();
  const values = useMemo(() => ({ email }), [email]);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(newEmailInputSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const sendCode = useSendActivationCode();
  const [error, setError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Kept apart from the field: the dialog verifies the address the code was sent to.
  const [newEmail, setNewEmail] = useState('');

  const onSubmit = handleSubmit((input) => {
    setError(null);
    sendCode.mutate(
      { email: input.email },
      {
        onSuccess: () => {
          setNewEmail(input.email);
          setDialogOpen(true);
        },
        onError: (e) => setError(sendActivationCodeFailure(e)),
      },
    );
  });

  // The dialog stays outside the <form>: React events bubble through portals, and the dialog's own
  // submit must not submit this form too.
  return (
    <>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <FormTextField
          control={control}
          name="email"
          label={t('field.email')}
          type="email"
          autoComplete="email"
        />
        {error && <Alert severity="error">{error}</Alert>}
        <div>
          <Button type="submit" variant="contained" loading={sendCode.isPending}>
            {t('profile.updateEmail')}
          </Button>
        </div>
      </Stack>
      <EmailCodeDialog
        open={dialogOpen}
        email={newEmail}
        onCancel={() => setDialogOpen(false)}
        onVerified={() => {
          setDialogOpen(false);
          onUpdated();
        }}
      />
    </>
  );
}
