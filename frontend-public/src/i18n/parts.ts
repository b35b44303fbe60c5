// Each language's messages come in three parts (docs/i18n.md): the core, which the home page and
// the site's frame (header, footer, menu, the top-up form) need; the home page's blocks under the
// form, loaded with their code after the form's; and the rest, loaded with the first other page.
// The home page's JavaScript budget carries only the core.
const CORE_PREFIXES = [
  'language',
  'nav',
  'seo.home',
  'home',
  'topup',
  'common',
  'fees',
  'lookup',
  'select',
  'typed',
  'requestLink',
  'footer',
  'breadcrumb',
  'offer',
  'storefront',
  'product',
  'network',
  'describe',
] as const;

// The blocks under the home form (features/catalog/components/marketing/BelowTheForm.tsx).
const BELOW_THE_FORM_PREFIXES = ['app', 'how', 'marketing'] as const;

export type MessagePart = 'core' | 'below' | 'rest';

const among = (prefixes: readonly string[], key: string) =>
  prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));

export const partOf = (key: string): MessagePart =>
  among(CORE_PREFIXES, key) ? 'core' : among(BELOW_THE_FORM_PREFIXES, key) ? 'below' : 'rest';
