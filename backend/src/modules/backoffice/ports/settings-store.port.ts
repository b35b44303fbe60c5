/**
 * The back office's settings (the `settings` table): the storefront switch, the contact
 * address and the social links. Other contexts read the same rows through adapters of their own.
 */
export abstract class SettingsStore {
  /** configWeb: true unless switched off (a missing row means open). */
  abstract storefrontOpen(): Promise<boolean>;
  /** Flips configWeb atomically and answers the new state: two flips at once flip twice. */
  abstract toggleStorefront(): Promise<boolean>;
  /** The stored contact address, null when none was ever set. */
  abstract contactEmail(): Promise<string | null>;
  /** Stores the contact address; answers the value it replaced (null when none). */
  abstract replaceContactEmail(email: string): Promise<string | null>;
  /** The socialLinks row as stored (`{facebook: url, …}`), null when there is none. */
  abstract socialLinks(): Promise<unknown>;
}
