import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

/** The single OK button that closes the specification's message dialogs. */
export function OkDialogActions({ onClose }: { onClose: () => void }) {
  return (
    <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
      <Button variant="contained" onClick={onClose} autoFocus>
        OK
      </Button>
    </DialogActions>
  );
}
