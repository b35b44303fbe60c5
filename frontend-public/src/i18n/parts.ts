// Each language's messages come in two parts (docs/i18n.md): the core, which the home page and
// the site's frame (header, footer, menu, the top-up form) need, and the rest, loaded with the
// first other page. The home page's JavaScript budget carries only the core.
const CORE_PREFIXES = [
  'language',
  'nav',
  'seo.home',
  'home',
  'app',
  'how',
  'marketing',
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

export const isCoreMessage = (key: string) =>
  CORE_PREFIXES.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));
