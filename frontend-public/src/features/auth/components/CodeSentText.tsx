import Typography from '@mui/material/Typography';
import { maskEmail } from '../utils/mask-email';

/** Where the code went, without showing the whole address. */
export function CodeSentText({ email }: { email: string }) {
  return (
    <Typography>
      We have sent an 8-character verification code to <strong>{maskEmail(email)}</strong>. If you
      do not see it in your inbox, please check your spam folder too.
    </Typography>
  );
}
