/** The TOTP algorithm (RFC 6238) and the QR code that carries its secret to an app. */
export abstract class TotpAuthenticator {
  /** A new random secret, as Base32 text (what authenticator apps let people type). */
  abstract newSecret(): string;
  /** The otpauth:// address an authenticator app reads from the QR code. */
  abstract uri(label: string, secret: string): string;
  /** The QR code of `uri` as a PNG data URL. */
  abstract qrCode(uri: string): Promise<string>;
  /**
   * The time step `code` belongs to, within the drift window and later than `after`; null when
   * it matches none.
   */
  abstract matchingStep(secret: string, code: string, after: number | null): number | null;
}
