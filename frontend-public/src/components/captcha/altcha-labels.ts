import type { Language } from '@/i18n/languages';

/**
 * The ALTCHA widget's own labels ("I'm not a robot", "Verifying…") come from the translations
 * altcha ships, one module per language, which registers itself under its code. Loaded with the
 * widget, only for the active language; a language without an entry keeps the widget in English
 * (docs/i18n.md).
 */
const labels: Partial<Record<Language, { code: string; load: () => Promise<unknown> }>> = {
  fr: { code: 'fr-fr', load: () => import('altcha/i18n/fr-fr') },
  am: { code: 'am', load: () => import('altcha/i18n/am') },
  sw: { code: 'sw', load: () => import('altcha/i18n/sw') },
};

/** The widget's language code for `language`, once its labels are registered (else 'en'). */
export async function loadAltchaLabels(language: Language): Promise<string> {
  const entry = labels[language];
  if (!entry) return 'en';
  await entry.load();
  return entry.code;
}
