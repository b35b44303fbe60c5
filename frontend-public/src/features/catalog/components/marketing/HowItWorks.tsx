import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';

const steps = [
  {
    title: 'how.step1.title',
    text: 'how.step1.text',
  },
  {
    title: 'how.step2.title',
    text: 'how.step2.text',
  },
  {
    title: 'how.step3.title',
    text: 'how.step3.text',
  },
] as const;

/** The three steps of a top-up (docs/specification.md#product). */
export function HowItWorks() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="home-how-heading">
      <Typography id="home-how-heading" variant="h2" gutterBottom>
        {t('how.heading')}
      </Typography>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {steps.map(({ title, text }, index) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <div>
              <Typography variant="h3" sx={{ mb: 0.5 }}>
                {t(title)}
              </Typography>
              <Typography color="text.secondary">{t(text)}</Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
