import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AltchaWidget } from '@/components/captcha/AltchaWidget';
import type { SupportSubmit } from './useSupportSubmit';
import { useT } from '@/i18n/i18n';

/** The end of a support form: the bot check, the error line and Send (usable once solved). */
export function SendWithBotCheck({ submit }: { submit: SupportSubmit }) {
  const t = useT();
  return (
    <>
      <AltchaWidget ref={submit.botCheck.ref} onChange={submit.botCheck.onChange} />
      {submit.error && <Alert severity="error">{submit.error}</Alert>}
      <div>
        <Button
          type="submit"
          variant="contained"
          loading={submit.sending}
          disabled={!submit.botCheck.payload}
        >
          {t('contact.send')}
        </Button>
      </div>
    </>
  );
}
