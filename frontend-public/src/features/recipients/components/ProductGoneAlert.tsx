import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Recipient } from '../api/recipients';

export const productGoneText = (name: string) =>
  `The top-up you last sent to ${name} is no longer sold. Pick another amount for the same number.`;

/** Send again found the last product gone: says so and leads to the home form, filled in. */
export function ProductGoneAlert({
  recipient,
  onPickAnother,
  onClose,
}: {
  recipient: Recipient;
  onPickAnother: () => void;
  onClose: () => void;
}) {
  return (
    <Alert
      severity="warning"
      onClose={onClose}
      action={
        <Button color="inherit" size="small" onClick={onPickAnother} sx={{ whiteSpace: 'nowrap' }}>
          Pick another amount
        </Button>
      }
    >
      {productGoneText(recipient.name)}
    </Alert>
  );
}
