// PayPal's own buttons (JS SDK through @paypal/react-paypal-js), only when PayPal is configured:
// a chunk of its own, so the sandbox and the other pages never load it.
import { useEffect } from 'react';
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import type { WalletHandlers } from './wallet-handlers';

export interface PayPalSdkButtonsProps extends WalletHandlers {
  clientId: string;
  /** Funding sources not offered, e.g. ['card'] (cards go through the card checkout). */
  disableFunding: readonly string[];
}

/**
 * A failure to load PayPal's script is only logged (docs/specification.md#payment-summary): the
 * card button stays.
 */
function LogLoadFailure() {
  const [{ isRejected }] = usePayPalScriptReducer();
  useEffect(() => {
    if (isRejected) console.error('The PayPal SDK could not be loaded');
  }, [isRejected]);
  return null;
}

export default function PayPalSdkButtons({
  clientId,
  disableFunding,
  createOrder,
  onApprove,
  disabled,
}: PayPalSdkButtonsProps) {
  return (
    <PayPalScriptProvider
      options={{
        clientId,
        intent: 'capture',
        currency: 'USD',
        components: 'buttons',
        disableFunding: [...disableFunding],
      }}
    >
      <LogLoadFailure />
      <PayPalButtons
        style={{ shape: 'pill', layout: 'vertical' }}
        disabled={disabled}
        forceReRender={[disableFunding.join(',')]}
        createOrder={() => createOrder()}
        onApprove={async (data, actions) => {
          if ((await onApprove(data.orderID)) === 'retry') actions.restart();
        }}
        onError={(error) => console.error('PayPal checkout error', error)}
      />
    </PayPalScriptProvider>
  );
}
