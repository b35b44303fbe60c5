import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AltchaWidget } from '../../../components/captcha/AltchaWidget';
import { SuccessDialog } from '../../../components/feedback/SuccessDialog';
import { FormTextField } from '../../../components/forms/FormTextField';
import { contactInputSchema, contactUsFailure, useContactUs } from '../api/contact-us';
import { useBotCheck } from './useBotCheck';

const EMPTY = { firstname: '', lastname: '', email: '', message: '' };

/** The 'Get In Touch' form: names, e-mail, message, bot check, Send. */
export function ContactForm() {
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY,
  });
  const botCheck = useBotCheck();
  const send = useContactUs();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = handleSubmit((input) => {
    if (!botCheck.payload) return;
    setError(null);
    send.mutate(
      { ...input, altcha: botCheck.payload },
      {
        onSuccess: () => {
          reset(EMPTY);
          setSent(true);
        },
        onError: (e) => setError(contactUsFailure(e)),
        // Solved or not, the server has used up this payload.
        onSettled: botCheck.reset,
      },
    );
  });

  return (
    <>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="firstname"
            label="First Name"
            autoComplete="given-name"
          />
          <FormTextField
            control={control}
            name="lastname"
            label="Last Name"
            autoComplete="family-name"
          />
        </Box>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <FormTextField control={control} name="message" label="Message" multiline minRows={5} />
        <AltchaWidget ref={botCheck.ref} onChange={botCheck.onChange} />
        {error && <Alert severity="error">{error}</Alert>}
        <div>
          <Button
            type="submit"
            variant="contained"
            loading={send.isPending}
            disabled={!botCheck.payload}
          >
            Send
          </Button>
        </div>
      </Stack>
      <SuccessDialog
        open={sent}
        message="Thank you for reaching out to us! Your message has been successfully sent and we appreciate you contacting us."
        onClose={() => setSent(false)}
      />
    </>
  );
}
