import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import LockIcon from '@mui/icons-material/Lock';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useT } from '@/i18n/i18n';

const claims = [
  {
    title: 'marketing.claim1.title',
    text: 'marketing.claim1.text',
    Icon: SupportAgentIcon,
  },
  {
    title: 'marketing.claim2.title',
    text: 'marketing.claim2.text',
    Icon: LockIcon,
  },
  {
    title: 'marketing.claim3.title',
    text: 'marketing.claim3.text',
    Icon: BoltIcon,
  },
] as const;

/** The landing page's promise and its three claims (docs/specification.md#product). */
export function MarketingBlock() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="home-marketing-heading">
      <Typography id="home-marketing-heading" variant="h2" gutterBottom>
        {t('marketing.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('marketing.text')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {claims.map(({ title, text, Icon }) => (
          <Paper component="li" key={title} variant="outlined" sx={{ p: 3 }}>
            <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Typography variant="h3" sx={{ mt: 1, mb: 0.5 }}>
              {t(title)}
            </Typography>
            <Typography color="text.secondary">{t(text)}</Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
