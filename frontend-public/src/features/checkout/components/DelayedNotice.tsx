import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { t, useT } from '@/i18n/i18n';

/** docs/specification.md#delayed-top-ups: the words of the "delayed" mail, on the page. */
export const DELAYED_TITLE = (): string => t('delayed.title');
export const DELAYED_TEXT = (): string => t('delayed.text');

/** Shown while a late top-up is still being tried. */
export function DelayedNotice() {
  const t = useT();
  return (
    <Alert severity="warning" role="status" aria-label={t('delayed.label')}>
      <AlertTitle>{DELAYED_TITLE()}</AlertTitle>
      {DELAYED_TEXT()}
    </Alert>
  );
}
