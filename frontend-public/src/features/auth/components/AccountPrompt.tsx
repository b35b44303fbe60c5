import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

const prompts = {
  signup: { question: "Don't have an account?", to: '/Signup', link: 'SignUp' },
  login: { question: 'Already have an account?', to: '/Login', link: 'Login' },
} as const;

/** The line under an account form leading to the other one, e.g. "Don't have an account? SignUp". */
export function AccountPrompt({ to }: { to: keyof typeof prompts }) {
  const prompt = prompts[to];
  return (
    <Typography variant="body2" sx={{ textAlign: 'center' }}>
      {prompt.question}{' '}
      <MuiLink component={Link} to={prompt.to}>
        {prompt.link}
      </MuiLink>
    </Typography>
  );
}
