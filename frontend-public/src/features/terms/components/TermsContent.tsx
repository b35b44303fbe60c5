import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { tRich, useT, type MessageId } from '@/i18n/i18n';

// Static legal text. The figures (age 13, consent under 18, 60-day refund claims, 15-day
// bonuses, 24-hour crediting, prepaid only, residential use) are the specification's.

const terms: { title: MessageId; text: MessageId }[] = [
  {
    title: 'terms.t1',
    text: 'terms.t2',
  },
  {
    title: 'terms.t3',
    text: 'terms.t4',
  },
  {
    title: 'terms.t5',
    text: 'terms.t6',
  },
  {
    title: 'terms.t7',
    text: 'terms.t8',
  },
  {
    title: 'terms.t9',
    text: 'terms.t10',
  },
  {
    title: 'terms.t11',
    text: 'terms.t12',
  },
  {
    title: 'terms.t13',
    text: 'terms.t14',
  },
  {
    title: 'terms.t15',
    text: 'terms.t16',
  },
  {
    title: 'terms.t17',
    text: 'terms.t18',
  },
  {
    title: 'terms.t19',
    text: 'terms.t20',
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function TermsContent() {
  const t = useT();
  return (
    <Box sx={{ maxWidth: '75ch' }}>
      <Typography variant="h1" gutterBottom>
        {t('terms.t25')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('terms.t26')}</Typography>

      <Section title={t('terms.t21')}>
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {terms.map((term) => (
            <Box component="li" key={t(term.title)} sx={{ mb: 2 }}>
              <Typography component="h3" variant="h3" gutterBottom>
                {t(term.title)}
              </Typography>
              <Typography>{t(term.text)}</Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section title={t('terms.t22')}>
        <Typography sx={{ mb: 2 }}>{t('terms.t27')}</Typography>
        <Typography>{t('terms.t28')}</Typography>
      </Section>

      <Section title={t('terms.t23')}>
        <Typography sx={{ mb: 2 }}>{t('terms.t29')}</Typography>
        <Typography>{t('terms.t30')}</Typography>
      </Section>

      <Section title={t('terms.t24')}>
        <Typography sx={{ mb: 2 }}>{t('terms.t31')}</Typography>
        <Typography>
          {tRich('terms.accessibility', {
            link: (
              <Link component={RouterLink} to="/Contact">
                {t('terms.t32')}
              </Link>
            ),
          })}
        </Typography>
      </Section>
    </Box>
  );
}
