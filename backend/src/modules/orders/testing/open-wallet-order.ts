import type { TopUpOrder } from '../domain/top-up-order';
import type { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import type { MemoryTopUpOrders } from './memory-orders';

/**
 * A wallet order of customer c1 in `orders` with its PayPal order in `wallet` (PP1…), as the
 * start of a wallet checkout leaves them.
 */
export async function openWalletOrder(
  orders: MemoryTopUpOrders,
  wallet: MemoryWalletCheckout,
  changes: Partial<TopUpOrder> = {},
): Promise<{ order: TopUpOrder; walletOrderId: string }> {
  const order = orders.add({ gateway: 'paypal', ...changes });
  const created = await wallet.createOrder({
    orderId: order.id,
    purpose: 'topup',
    amountCents: 153,
    description: 'x',
  });
  const walletOrderId = (created as { walletOrderId: string }).walletOrderId;
  orders.orders.get(order.id)!.checkoutSessionId = walletOrderId;
  return { order, walletOrderId };
}
