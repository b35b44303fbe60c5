import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/layouts/PageHeading';
import { RequestTopupForm } from './RequestTopupForm';

/** /Requestmobiletopup: ask a relative or friend abroad to send mobile credit. */
export function RequestTopupPage() {
  return (
    <>
      <PageHeading>Request Mobile Topup</PageHeading>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>
        Running low on airtime? Ask a relative or friend abroad to top up your phone. Enter your
        details and theirs: we send them an e-mail with your request, and they can recharge your
        mobile with SelamTopup in a few clicks, easily, quickly and securely.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        Your mobile number is the number to top up. Enter it with its country code, e.g.
        251911234567: digits and plus only, 10 to 12 characters.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <RequestTopupForm />
      </Paper>
    </>
  );
}
