import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Recipient } from '../api/recipients';
import { t as translate, useT } from '@/i18n/i18n';

export const productGoneText = (name: string) => translate('recipients.gone', { name });

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
  const t = useT();
  return (
    <Alert
      severity="warning"
      onClose={onClose}
      action={
        <Button color="inherit" size="small" onClick={onPickAnother} sx={{ whiteSpace: 'nowrap' }}>
          {t('orders.pickAnother')}
        </Button>
      }
    >
      {productGoneText(recipient.name)}
    </Alert>
  );
}
