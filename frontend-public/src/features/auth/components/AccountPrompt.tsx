import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useT } from '@/i18n/i18n';

const prompts = {
  signup: { question: 'auth.prompt.noAccount', to: '/Signup', link: 'nav.signUp' },
  login: { question: 'auth.prompt.haveAccount', to: '/Login', link: 'auth.tab.login' },
} as const;

/** The line under an account form leading to the other one, e.g. "Don't have an account? SignUp". */
export function AccountPrompt({ to }: { to: keyof typeof prompts }) {
  const t = useT();
  const prompt = prompts[to];
  return (
    <Typography variant="body2" sx={{ textAlign: 'center' }}>
      {t(prompt.question)}{' '}
      <MuiLink component={Link} to={prompt.to}>
        {t(prompt.link)}
      </MuiLink>
    </Typography>
  );
}
