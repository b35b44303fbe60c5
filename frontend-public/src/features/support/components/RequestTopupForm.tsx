import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SuccessDialog } from '@/components/feedback/SuccessDialog';
import { FormTextField } from '@/components/forms/FormTextField';
import {
  DEFAULT_REQUEST_MESSAGE,
  TELE_MAX_LENGTH,
  TELE_MIN_LENGTH,
  creditRequestInputSchema,
  sendCreditRequestFailure,
  teleCharacters,
  useSendCreditRequest,
} from '../api/send-credit-request';
import { SendWithBotCheck } from './SendWithBotCheck';
import { useSupportSubmit } from './useSupportSubmit';
import { useT } from '@/i18n/i18n';

const initial = () => ({
  RequestorName: '',
  RequestorTele: '',
  RequestorEmail: '',
  RequesteeName: '',
  RequesteeEmail: '',
  // In the language of the page when the form opens.
  RequestorMessage: DEFAULT_REQUEST_MESSAGE(),
});

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Requestor and requestee columns, bot check, Send: the requestee gets the request by e-mail. */
export function RequestTopupForm() {
  const t = useT();
  const form = useForm({
    resolver: zodResolver(creditRequestInputSchema),
    defaultValues: initial(),
  });
  const submit = useSupportSubmit(form, useSendCreditRequest(), sendCreditRequestFailure);
  const { control } = form;

  return (
    <>
      <Stack component="form" noValidate onSubmit={submit.onSubmit} spacing={3}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Column title={t('request.requestor')}>
            <FormTextField
              control={control}
              name="RequestorName"
              label={t('request.yourName')}
              autoComplete="name"
            />
            <FormTextField
              control={control}
              name="RequestorTele"
              label={t('request.yourMobile')}
              type="tel"
              autoComplete="tel"
              placeholder="251911234567"
              sanitize={teleCharacters}
              slotProps={{
                htmlInput: {
                  inputMode: 'tel',
                  minLength: TELE_MIN_LENGTH,
                  maxLength: TELE_MAX_LENGTH,
                },
              }}
            />
            <FormTextField
              control={control}
              name="RequestorEmail"
              label={t('request.yourEmail')}
              type="email"
              autoComplete="email"
            />
          </Column>
          <Column title={t('request.requestee')}>
            <FormTextField control={control} name="RequesteeName" label={t('request.theirName')} />
            <FormTextField
              control={control}
              name="RequesteeEmail"
              label={t('request.theirEmail')}
              type="email"
            />
            <FormTextField
              control={control}
              name="RequestorMessage"
              label={t('contact.message')}
              multiline
              minRows={4}
            />
          </Column>
        </Box>
        <SendWithBotCheck submit={submit} />
      </Stack>
      <SuccessDialog open={submit.sent} message={t('request.sent')} onClose={submit.closeSuccess} />
    </>
  );
}
