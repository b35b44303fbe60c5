import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n';

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
        {icon}
        <Typography variant="h2" component="h2" color="text.primary">
          {title}
        </Typography>
      </Box>
      <Typography>{children}</Typography>
    </Paper>
  );
}

/** The About page: title, short company description, 'Our Mission' and 'Our Vision'. */
export function AboutContent() {
  const t = useT();
  return (
    <>
      <Typography variant="overline" component="p" color="primary">
        {t('footer.aboutUs')}
      </Typography>
      <Typography variant="h1" gutterBottom>
        {t('marketing.heading')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '65ch' }}>{t('about.p1')}</Typography>
      <Typography sx={{ mb: 4, maxWidth: '65ch' }}>{t('about.p2')}</Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        <Block icon={<FlagOutlinedIcon />} title={t('about.mission')}>
          {t('about.missionText')}
        </Block>
        <Block icon={<VisibilityOutlinedIcon />} title={t('about.vision')}>
          {t('about.visionText')}
        </Block>
      </Box>
    </>
  );
}
