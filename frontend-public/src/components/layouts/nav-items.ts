/** A header entry: a page link, or an action button such as LogOut. */
export type NavItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'action'; label: string; onClick: () => void };

// Labels and order as in the specification's header description.
export const topupLinks: readonly NavItem[] = [
  { kind: 'link', label: 'Mobile Topup', to: '/' },
  { kind: 'link', label: 'Request Mobile Topup', to: '/Requestmobiletopup' },
  { kind: 'link', label: 'About', to: '/About' },
  { kind: 'link', label: 'Contact', to: '/Contact' },
];

export const publicNavItems: readonly NavItem[] = [
  ...topupLinks,
  { kind: 'link', label: 'SignUp', to: '/Signup' },
  { kind: 'link', label: 'LogIn', to: '/Login' },
];
