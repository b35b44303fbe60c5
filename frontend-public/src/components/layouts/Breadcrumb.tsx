import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { Link as RouterLink, useLocation } from 'react-router';
import { useT } from '@/i18n/i18n';

/** The bar under the header: Home, an icon, then the current path without its leading slash. */
export function Breadcrumb() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('breadcrumb.label')} sx={{ bgcolor: 'grey.200', py: 1 }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Link component={RouterLink} to="/" underline="hover" color="primary">
          {t('common.home')}
        </Link>
        <KeyboardDoubleArrowRightIcon fontSize="small" color="action" aria-hidden="true" />
        <Typography component="span" color="text.secondary" data-testid="breadcrumb-path">
          {pathname.replace(/^\//, '')}
        </Typography>
      </Container>
    </Box>
  );
}
