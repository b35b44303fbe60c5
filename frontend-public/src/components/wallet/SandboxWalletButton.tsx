import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { failureText } from '@/lib/api-failure';
import { PayPalLogo } from './PayPalLogo';
import { chooseInSandbox, type SandboxChoice } from './sandbox-wallet';
import type { WalletHandlers } from './wallet-handlers';
import { t, useT } from '@/i18n/i18n';

export const SANDBOX_DIALOG_TITLE = (): string => t('sandbox.title');

/**
 * The local wallet button of the sandbox (no PayPal keys): looks like PayPal's pill button,
 * marked sandbox. Its accessible name is what it shows, "PayPal Sandbox" (the logo's title and
 * the chip), so no aria-label can drift from the visible text. It creates the order through the
 * same endpoint, then a small dialog plays the payer's part (approve or decline, like PayPal's
 * popup), then the same capture.
 */
export function SandboxWalletButton({ createOrder, onApprove, disabled }: WalletHandlers) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');

  async function start() {
    setBusy(true);
    setNote('');
    try {
      setOrderId(await createOrder());
    } catch {
      // The screen already showed what went wrong (createOrder's own outcome).
    } finally {
      setBusy(false);
    }
  }

  async function choose(choice: SandboxChoice) {
    if (!orderId) return;
    setBusy(true);
    setError('');
    try {
      await chooseInSandbox(orderId, choice);
    } catch (failure) {
      setBusy(false);
      setError(failureText(failure, (status, message) => message ?? `Error ${status}`) ?? '');
      return;
    }
    const id = orderId;
    setOrderId(null);
    try {
      const result = await onApprove(id);
      // INSTRUMENT_DECLINED: the payer chooses again, as PayPal's actions.restart() offers.
      if (result === 'retry') {
        setNote(t('sandbox.declined'));
        setOrderId(id);
      }
    } finally {
      setBusy(false);
    }
  }

  // Laid out with Box, not Stack: this button loads after /Payment's first render, and a Stack
  // here split Stack out of the chunk every page shares, half a KB more on the home page.
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ButtonBase
        onClick={() => void start()}
        disabled={disabled || busy}
        aria-busy={busy}
        sx={{
          width: '100%',
          minHeight: 45,
          borderRadius: 999,
          bgcolor: '#ffc439',
          gap: 1,
          '&:hover': { bgcolor: '#f2ba36' },
          '&.Mui-focusVisible': { outline: '3px solid #003087', outlineOffset: 2 },
          '&.Mui-disabled': { opacity: 0.6 },
        }}
      >
        {busy && !orderId && (
          <CircularProgress size={20} sx={{ color: '#003087' }} aria-hidden="true" />
        )}
        <PayPalLogo height={22} title="PayPal" />
        <Chip
          label="Sandbox"
          size="small"
          sx={{ bgcolor: '#003087', color: '#fff', fontWeight: 700, height: 20 }}
        />
      </ButtonBase>
      <Box component="p" sx={{ m: 0, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
        {t('sandbox.testMode')}
      </Box>
      <Dialog
        open={orderId !== null}
        onClose={() => (busy ? undefined : setOrderId(null))}
        aria-labelledby="sandbox-wallet-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle
          id="sandbox-wallet-title"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <PayPalLogo height={20} />
          {SANDBOX_DIALOG_TITLE()}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {note && <Alert severity="warning">{note}</Alert>}
            <DialogContentText>{t('sandbox.order', { orderId: orderId ?? '' })}</DialogContentText>
            {error && <Alert severity="error">{error}</Alert>}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => void choose('decline')} disabled={busy} color="error">
            {t('sandbox.decline')}
          </Button>
          <Button onClick={() => void choose('approve')} disabled={busy} variant="contained">
            {t('sandbox.approve')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
