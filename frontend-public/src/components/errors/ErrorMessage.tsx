import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import { Link } from 'react-router';
import { useGoBack } from './useGoBack';
import { useT } from '@/i18n/i18n';

/** The message of an error page with its Home and Back buttons. */
export function ErrorMessage({ message }: { message: string }) {
  const t = useT();
  const goBack = useGoBack();
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 4 }}>
        {message}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={Link} to="/" startIcon={<HomeIcon />}>
          {t('common.home')}
        </Button>
        <Button variant="outlined" onClick={goBack} startIcon={<ArrowBackIcon />}>
          {t('common.back')}
        </Button>
      </Stack>
    </>
  );
}
