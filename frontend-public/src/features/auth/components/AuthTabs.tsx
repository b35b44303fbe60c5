import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

const tabs = [
  { id: 'login', label: 'Login', to: '/Login' },
  { id: 'signup', label: 'SignUp', to: '/Signup' },
] as const;

/**
 * The Login/SignUp heading toggle: the current screen's name is the page's h1, the other one a
 * link to its screen.
 */
export function AuthTabs({ current }: { current: (typeof tabs)[number]['id'] }) {
  return (
    <Box
      component="nav"
      aria-label="Login or sign up"
      sx={{ display: 'flex', mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const active = tab.id === current;
        const sx = {
          flex: 1,
          py: 1.25,
          textAlign: 'center',
          fontSize: '1.25rem',
          fontWeight: 700,
          textDecoration: 'none',
          borderBottom: 3,
          mb: '-1px',
          borderColor: active ? 'primary.main' : 'transparent',
          color: active ? 'primary.main' : 'text.secondary',
        } as const;
        return active ? (
          <Typography key={tab.id} component="h1" sx={sx}>
            {tab.label}
          </Typography>
        ) : (
          <Typography
            key={tab.id}
            component={Link}
            to={tab.to}
            sx={{ ...sx, '&:hover': { color: 'text.primary' } }}
          >
            {tab.label}
          </Typography>
        );
      })}
    </Box>
  );
}
