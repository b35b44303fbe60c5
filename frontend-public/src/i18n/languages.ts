// The customer site's languages (docs/i18n.md): adding one is its messages file
// (messages/<code>.json) plus its entry here, in its own name as the switcher shows it.
export const languages = {
  en: 'English',
  fr: 'Français',
  am: 'አማርኛ',
  sw: 'Kiswahili',
} as const;

export type Language = keyof typeof languages;

/** The specification's language: its texts are the English messages, exactly. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (code: unknown): code is Language =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(languages, code);
