import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** docs/specification.md#delayed-top-ups: the words of the "delayed" mail, on the page. */
export const DELAYED_TITLE = 'Your top-up is delayed';
export const DELAYED_TEXT =
  'The operator is taking longer than usual. We keep trying and have e-mailed you; if it cannot be delivered in time, we cancel it and refund you in full.';

/** Shown while a late top-up is still being tried. */
export function DelayedNotice() {
  return (
    <Alert severity="warning" role="status" aria-label="Delayed top-up">
      <AlertTitle>{DELAYED_TITLE}</AlertTitle>
      {DELAYED_TEXT}
    </Alert>
  );
}
