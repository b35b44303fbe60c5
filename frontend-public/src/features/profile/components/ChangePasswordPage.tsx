import { useState } from 'react';
import Paper from '@mui/material/Paper';
import { SuccessDialog } from '@/components/feedback/SuccessDialog';
import { AccountLayout } from '@/components/layouts/AccountLayout';
import { ChangePasswordForm } from './ChangePasswordForm';
import { RequireLogin } from '@/components/layouts/RequireLogin';
import { useT } from '@/i18n/i18n';

/** /Changepassword: the logged-in customer's password change. */
export function ChangePasswordPage() {
  const t = useT();
  const [changed, setChanged] = useState(false);
  return (
    <RequireLogin>
      <AccountLayout title={t('account.changePassword')}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ChangePasswordForm onChanged={() => setChanged(true)} />
        </Paper>
      </AccountLayout>
      <SuccessDialog
        open={changed}
        message={t('profile.passwordUpdated')}
        onClose={() => setChanged(false)}
      />
    </RequireLogin>
  );
}
