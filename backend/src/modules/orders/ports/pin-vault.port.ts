import type { DeliveredPin } from './top-up-sender.port';

/**
 * Keeps the PINs PIN products deliver sealed at rest (docs/decisions.md#pins-at-rest):
 * the database holds only sealed text, opened for the order's customer alone.
 */
export abstract class PinVault {
  abstract seal(pin: DeliveredPin): string;
  /** Null when the text cannot be opened (another key, altered): shown as no PIN, never as garbage. */
  abstract open(sealed: string): DeliveredPin | null;
}
