import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { OkDialogActions } from '@/components/feedback/OkDialogActions';
import { t } from '@/i18n/i18n';

export const PAYMENT_FAILED_TITLE = (): string => t('mvm.failedTitle');

/** The 'Payment Failed' dialog with what went wrong; OK closes it, the form keeps its values. */
export function MvmFailedDialog({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      aria-labelledby="mvm-failed-title"
      aria-describedby="mvm-failed-message"
    >
      <DialogTitle id="mvm-failed-title" sx={{ textAlign: 'center', pt: 3 }}>
        <Box sx={{ color: 'error.main' }}>
          <ErrorOutlineIcon sx={{ fontSize: 48 }} aria-hidden="true" />
        </Box>
        {PAYMENT_FAILED_TITLE()}
      </DialogTitle>
      <DialogContent>
        <DialogContentText
          id="mvm-failed-message"
          sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}
        >
          {message}
        </DialogContentText>
      </DialogContent>
      <OkDialogActions onClose={onClose} />
    </Dialog>
  );
}
