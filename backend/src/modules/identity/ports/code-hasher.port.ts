/** Hashes one-time codes with a server secret (a leaked table does not reveal live codes). */
export abstract class CodeHasher {
  abstract hash(code: string): string;
}
