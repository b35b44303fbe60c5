import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useT } from '@/i18n/i18n';

interface ComingSoonDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The iOS popup of docs/specification.md#product: the App Store link is not there yet. */
export function ComingSoonDialog({ open, onClose }: ComingSoonDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="ios-coming-soon-message">
      <DialogContent>
        <DialogContentText id="ios-coming-soon-message" color="text.primary">
          {t('app.comingSoon')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
