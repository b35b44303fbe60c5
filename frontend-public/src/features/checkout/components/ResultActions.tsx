import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGoBack } from '@/components/errors/useGoBack';
import { useT } from '@/i18n/i18n';

/** Home and Back of the payment result pages (Back leads home after the external checkout). */
export function ResultActions({
  children,
  homeState,
}: {
  children?: ReactNode;
  /** Navigation state for Home (e.g. back to the top-up the person was buying). */
  homeState?: unknown;
}) {
  const t = useT();
  const goBack = useGoBack();
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <Button
        variant="contained"
        component={Link}
        to="/"
        state={homeState}
        startIcon={<HomeIcon />}
      >
        {t('common.home')}
      </Button>
      <Button variant="outlined" onClick={goBack} startIcon={<ArrowBackIcon />}>
        {t('common.back')}
      </Button>
      {children}
    </Stack>
  );
}
