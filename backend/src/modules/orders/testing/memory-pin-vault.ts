import { PinVault } from '../ports/pin-vault.port';
import type { DeliveredPin } from '../ports/top-up-sender.port';

/** Seals by encoding (specs only): what is stored never reads as the PIN, and opens again. */
export class MemoryPinVault extends PinVault {
  seal(pin: DeliveredPin): string {
    return `sealed:${Buffer.from(JSON.stringify(pin)).toString('base64url')}`;
  }
  open(sealed: string): DeliveredPin | null {
    if (!sealed.startsWith('sealed:')) return null;
    return JSON.parse(Buffer.from(sealed.slice(7), 'base64url').toString()) as DeliveredPin;
  }
}
