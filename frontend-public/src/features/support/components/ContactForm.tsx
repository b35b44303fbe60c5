import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SuccessDialog } from '@/components/feedback/SuccessDialog';
import { FormTextField } from '@/components/forms/FormTextField';
import { contactInputSchema, contactUsFailure, useContactUs } from '../api/contact-us';
import { SendWithBotCheck } from './SendWithBotCheck';
import { useSupportSubmit } from './useSupportSubmit';
import { useT } from '@/i18n/i18n';

const EMPTY = { firstname: '', lastname: '', email: '', message: '' };

/** The 'Get In Touch' form: names, e-mail, message, bot check, Send. */
export function ContactForm() {
  const t = useT();
  const form = useForm({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY,
  });
  const submit = useSupportSubmit(form, useContactUs(), contactUsFailure);
  const { control } = form;

  return (
    <>
      <Stack component="form" noValidate onSubmit={submit.onSubmit} spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="firstname"
            label={t('contact.firstName')}
            autoComplete="given-name"
          />
          <FormTextField
            control={control}
            name="lastname"
            label={t('contact.lastName')}
            autoComplete="family-name"
          />
        </Box>
        <FormTextField
          control={control}
          name="email"
          label={t('field.email')}
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="message"
          label={t('contact.message')}
          multiline
          minRows={5}
        />
        <SendWithBotCheck submit={submit} />
      </Stack>
      <SuccessDialog
        open={submit.sent}
        message={t('contact.thanks')}
        onClose={submit.closeSuccess}
      />
    </>
  );
}
