import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. the specification's 'Are you sure you want to delete this Admin?'. */
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
}

/** A yes/no question before anything that changes data. */
export function ConfirmDialog({
  open,
  question,
  onConfirm,
  onCancel,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby="confirm-dialog-question">
      <DialogContent>
        <DialogContentText id="confirm-dialog-question">{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
