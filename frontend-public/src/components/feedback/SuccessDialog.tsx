import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import { OkDialogActions } from './OkDialogActions';

interface SuccessDialogProps {
  open: boolean;
  message: string;
  onClose: () => void;
}

/** The specification's success modal: a message (also the dialog's name) and an OK button. */
export function SuccessDialog({ open, message, onClose }: SuccessDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="success-dialog-message">
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <Box sx={{ color: 'success.main', mb: 1 }}>
          <CheckCircleOutlineIcon sx={{ fontSize: 56 }} aria-hidden="true" />
        </Box>
        <DialogContentText id="success-dialog-message" color="text.primary">
          {message}
        </DialogContentText>
      </DialogContent>
      <OkDialogActions onClose={onClose} />
    </Dialog>
  );
}
