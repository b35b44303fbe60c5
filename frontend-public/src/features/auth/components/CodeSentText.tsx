import Typography from '@mui/material/Typography';
import { maskEmail } from '../utils/mask-email';
import { tRich, useT } from '@/i18n/i18n';

/**
 * Where the code went, without showing the whole address. A long address breaks anywhere rather
 * than push the page wider than a phone.
 */
export function CodeSentText({ email }: { email: string }) {
  useT();
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      {tRich('code.sent', { email: <strong>{maskEmail(email)}</strong> })}
    </Typography>
  );
}
