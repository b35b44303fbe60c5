import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { MvmBusinessName } from '@/components/site-settings/SiteSettingsText';
import { site } from '@/config/site';
import { formatDate, formatUsd } from '../utils/amount';
import { DetailList } from './DetailList';
import { MVM_WALLET_TEXT, type MvmReceipt } from './mvm-outcome';
import { useT } from '@/i18n/i18n';

interface MvmReceiptDialogProps {
  receipt: MvmReceipt | null;
  /** 'Course' or 'Project type'. */
  courseLabel: string;
  onClose: () => void;
}

/**
 * The success dialog (docs/specification.md#mvm-results): business header, transaction id, Amount,
 * Payer, Course, Description, Date.
 */
export function MvmReceiptDialog({ receipt, courseLabel, onClose }: MvmReceiptDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={receipt !== null}
      onClose={onClose}
      aria-labelledby="mvm-receipt-title"
      fullWidth
      maxWidth="sm"
    >
      {receipt && (
        <>
          <DialogTitle id="mvm-receipt-title" component="div">
            <Stack spacing={0.5} sx={{ textAlign: 'center' }}>
              <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
                <MvmBusinessName />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {site.mvm.tagline} · {site.mvm.email}
              </Typography>
            </Stack>
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Box sx={{ textAlign: 'center', color: 'success.main' }}>
                <CheckCircleOutlineIcon sx={{ fontSize: 48 }} aria-hidden="true" />
                <Typography component="h2" variant="h6" color="text.primary">
                  {MVM_WALLET_TEXT.completed}
                </Typography>
              </Box>
              <Divider />
              <DetailList
                label={t('mvm.paymentDetails')}
                rows={[
                  [t('mvm.transactionId'), receipt.transactionId],
                  [t('orders.amount'), t('mvm.amountUsd', { amount: formatUsd(receipt.amount) })],
                  [t('mvm.payer'), receipt.payerName],
                  [courseLabel, receipt.course],
                  [t('mvm.description'), receipt.description],
                  [t('orders.date'), formatDate(receipt.date)],
                ]}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
            <Button variant="contained" onClick={onClose} autoFocus>
              OK
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
