import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useT } from '@/i18n/i18n';

const tabs = [
  { id: 'login', label: 'auth.tab.login', to: '/Login' },
  { id: 'signup', label: 'nav.signUp', to: '/Signup' },
] as const;

/**
 * The Login/SignUp heading toggle: the current screen's name is the page's h1, the other one a
 * link to its screen.
 */
export function AuthTabs({ current }: { current: (typeof tabs)[number]['id'] }) {
  const t = useT();
  return (
    <Box
      component="nav"
      aria-label={t('auth.tabsLabel')}
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
            {t(tab.label)}
          </Typography>
        ) : (
          <Typography
            key={tab.id}
            component={Link}
            to={tab.to}
            sx={{ ...sx, '&:hover': { color: 'text.primary' } }}
          >
            {t(tab.label)}
          </Typography>
        );
      })}
    </Box>
  );
}
