import type { MessageId } from '@/i18n/i18n';

/** A header entry: a page link, or an action button such as LogOut; `label` is a message id. */
export type NavItem =
  | { kind: 'link'; label: MessageId; to: string }
  | { kind: 'action'; label: MessageId; onClick: () => void };

// Labels and order as in the specification's header description.
export const topupLinks: readonly NavItem[] = [
  { kind: 'link', label: 'nav.mobileTopup', to: '/' },
  { kind: 'link', label: 'nav.requestMobileTopup', to: '/Requestmobiletopup' },
  { kind: 'link', label: 'nav.about', to: '/About' },
  { kind: 'link', label: 'nav.contact', to: '/Contact' },
];

export const publicNavItems: readonly NavItem[] = [
  ...topupLinks,
  { kind: 'link', label: 'nav.signUp', to: '/Signup' },
  { kind: 'link', label: 'nav.logIn', to: '/Login' },
];
