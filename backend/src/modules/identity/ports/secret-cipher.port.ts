/** Seals secrets the server must read back (TOTP secrets) with a key kept outside the database. */
export abstract class SecretCipher {
  abstract seal(plain: string): string;
  /** Throws when the text was not sealed with the configured key (or was altered). */
  abstract open(sealed: string): string;
}
