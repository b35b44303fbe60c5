import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/layouts/PageHeading';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { useT } from '@/i18n/i18n';

/** /Contact: the message form beside the business's contact details. */
export function ContactPage() {
  const t = useT();
  return (
    <>
      <PageHeading>{t('contact.heading')}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: '65ch' }}>{t('contact.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ContactForm />
        </Paper>
        <ContactDetails />
      </Box>
    </>
  );
}
