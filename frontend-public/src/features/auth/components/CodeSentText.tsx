import Typography from '@mui/material/Typography';
import { maskEmail } from '../utils/mask-email';

/**
 * Where the code went, without showing the whole address. A long address breaks anywhere rather
 * than push the page wider than a phone.
 */
export function CodeSentText({ email }: { email: string }) {
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      We have sent an 8-character verification code to <strong>{maskEmail(email)}</strong>. If you
      do not see it in your inbox, please check your spam folder too.
    </Typography>
  );
}
