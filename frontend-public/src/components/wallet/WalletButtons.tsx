import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { SandboxWalletButton } from './SandboxWalletButton';
import type { WalletSetup } from './wallet-answers';
import type { WalletHandlers } from './wallet-handlers';
import { useT } from '@/i18n/i18n';

const PayPalSdkButtons = lazy(() => import('./PayPalSdkButtons'));

export interface WalletButtonsProps extends WalletHandlers {
  setup: WalletSetup;
  /** Funding sources PayPal should not offer besides cards, e.g. ['paylater']. */
  alsoDisable?: readonly string[];
}

/**
 * The wallet buttons: PayPal's SDK buttons (pill, vertical, intent capture, no card funding) when
 * the server runs PayPal, else the local sandbox button driving the same endpoints.
 */
export function WalletButtons({ setup, alsoDisable = [], ...handlers }: WalletButtonsProps) {
  const t = useT();
  if (setup.mode === 'sandbox' || !setup.clientId) return <SandboxWalletButton {...handlers} />;
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label={t('wallet.loadingPaypal')} />}>
      <PayPalSdkButtons
        clientId={setup.clientId}
        disableFunding={['card', ...alsoDisable]}
        {...handlers}
      />
    </Suspense>
  );
}
