import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import { ANDROID_APP_URL } from '../../app-links';
import { AppQrCode } from './AppQrCode';
import { useT } from '@/i18n/i18n';

// The popup's code is fetched on the first click of the iOS button, not with the page.
const ComingSoonDialog = lazy(() =>
  import('./ComingSoonDialog').then((m) => ({ default: m.ComingSoonDialog })),
);

/** International calls happen in the Android app: store link, its QR code, iOS coming soon. */
export function AppSection() {
  const t = useT();
  const [iosOpen, setIosOpen] = useState(false);
  // Stays mounted once opened, so that closing plays its transition.
  const [iosUsed, setIosUsed] = useState(false);
  return (
    <Box
      component="section"
      aria-labelledby="home-app-heading"
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
      }}
    >
      <div>
        <Typography id="home-app-heading" variant="h2" gutterBottom>
          {t('app.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '60ch' }}>
          {t('app.text')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button
            variant="contained"
            href={ANDROID_APP_URL}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<AndroidIcon />}
          >
            {t('app.googlePlay')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<AppleIcon />}
            onClick={() => {
              setIosUsed(true);
              setIosOpen(true);
            }}
          >
            {t('app.appStore')}
          </Button>
        </Box>
      </div>
      <Box sx={{ justifySelf: { xs: 'start', md: 'center' }, bgcolor: '#fff', p: 1.5 }}>
        <AppQrCode value={ANDROID_APP_URL} label={t('app.qrLabel')} />
      </Box>
      {iosUsed && (
        <Suspense fallback={null}>
          <ComingSoonDialog open={iosOpen} onClose={() => setIosOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
