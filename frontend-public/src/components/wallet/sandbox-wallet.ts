// The sandbox wallet's payer choice (no PayPal keys): what PayPal's own popup does for real.
import { api } from '@/lib/api-client';

export type SandboxChoice = 'approve' | 'decline';

/** POST /sandbox/paypal/orders/{id}/approve or /decline (404 in production, unknown id). */
export async function chooseInSandbox(walletOrderId: string, choice: SandboxChoice): Promise<void> {
  await api.post(`/sandbox/paypal/orders/${encodeURIComponent(walletOrderId)}/${choice}`, {});
}
