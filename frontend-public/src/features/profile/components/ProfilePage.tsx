import { useState, type ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SuccessDialog } from '@/components/feedback/SuccessDialog';
import { useProfile } from '../api/get-profile';
import { readStoredUser, type User } from '../api/user';
import { AccountLayout } from '@/components/layouts/AccountLayout';
import { EmailForm } from './EmailForm';
import { NamePhoneForm } from './NamePhoneForm';
import { RequireLogin } from '@/components/layouts/RequireLogin';
import { useT } from '@/i18n/i18n';

const NO_USER: User = { fullname: '', telephone: '', email: '' };

function ProfileForms({ onUpdated }: { onUpdated: () => void }) {
  const [stored] = useState(readStoredUser);
  const profile = useProfile();
  // The stored userdata fills the fields until the server's answer arrives.
  const user = profile.data ?? stored ?? NO_USER;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <NamePhoneForm user={user} onUpdated={onUpdated} />
      <Divider sx={{ my: 3 }} />
      <EmailForm email={user.email} onUpdated={onUpdated} />
    </Paper>
  );
}

/** /Profile: the customer's name, mobile number and e-mail. */
export function ProfilePage({ extra }: { extra?: ReactNode }) {
  const t = useT();
  const [updated, setUpdated] = useState(false);
  return (
    <RequireLogin>
      <AccountLayout title={t('account.personal')}>
        <ProfileForms onUpdated={() => setUpdated(true)} />
        {/* The saved recipients (app/routes/profile.tsx puts them here). */}
        {extra}
        <Typography sx={{ mt: 3 }}>
          {t('profile.needHelp')}{' '}
          <Link component={RouterLink} to="/Contact">
            {t('profile.contactSupport')}
          </Link>
        </Typography>
      </AccountLayout>
      <SuccessDialog
        open={updated}
        message={t('profile.updated')}
        onClose={() => setUpdated(false)}
      />
    </RequireLogin>
  );
}
