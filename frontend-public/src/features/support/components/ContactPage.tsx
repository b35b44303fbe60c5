import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/layouts/PageHeading';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

/** /Contact: the message form beside the business's contact details. */
export function ContactPage() {
  return (
    <>
      <PageHeading>Get In Touch</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: '65ch' }}>
        Questions about a top-up or your account? Send us a message and our team will get back to
        you by e-mail.
      </Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ContactForm />
        </Paper>
        <ContactDetails />
      </Box>
    </>
  );
}
