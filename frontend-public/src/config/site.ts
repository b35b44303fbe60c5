// Business contact details shown in the footer and on the contact page. Placeholders until the
// business supplies the real ones: change them here only. The contact e-mail and the training
// business's name are live settings (GET /api/siteSettings, components/site-settings); the social
// links too, with the VITE_SOCIAL_* build variables as the fallback (.env.example,
// docs/operations.md).
export type SocialNetwork = 'facebook' | 'x' | 'instagram' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  /** A plain link to the network: no embedded widgets or scripts. */
  url: string;
}

/** The training business the Mvm (course and project) payment pages collect for. */
export interface MvmBusiness {
  tagline: string;
  email: string;
}

const NETWORKS: readonly { network: SocialNetwork; label: string; setting: string }[] = [
  { network: 'facebook', label: 'Facebook', setting: 'VITE_SOCIAL_FACEBOOK_URL' },
  { network: 'x', label: 'X', setting: 'VITE_SOCIAL_X_URL' },
  { network: 'instagram', label: 'Instagram', setting: 'VITE_SOCIAL_INSTAGRAM_URL' },
  { network: 'youtube', label: 'YouTube', setting: 'VITE_SOCIAL_YOUTUBE_URL' },
];

/**
 * The social links the settings give: an https address of a page on the network (a network's
 * bare home page, e.g. https://www.facebook.com/, is not the business's page and is left out).
 * A network without a setting shows no icon.
 */
export function socialLinksFrom(
  settings: Record<string, unknown>,
  key: (network: SocialNetwork, setting: string) => string = (_, setting) => setting,
): SocialLink[] {
  return NETWORKS.flatMap(({ network, label, setting }) => {
    const value = settings[key(network, setting)];
    if (typeof value !== 'string') return [];
    try {
      const url = new URL(value.trim());
      if (url.protocol !== 'https:' || url.pathname.replace(/\/+$/, '') === '') return [];
      return [{ network, label, url: url.href }];
    } catch {
      return [];
    }
  });
}

export interface SiteConfig {
  brand: string;
  mvm: MvmBusiness;
  addressLines: readonly string[];
  phones: readonly [string, string];
  social: readonly SocialLink[];
}

export const site: SiteConfig = {
  brand: 'SelamTopup',
  mvm: {
    tagline: 'Courses, projects and IT services',
    email: 'payments@mvm.example',
  },
  addressLines: ['1200 Placeholder Avenue NW, Suite 100', 'Washington, DC 20005, USA'],
  phones: ['+1 (202) 555-0143', '+1 (202) 555-0178'],
  social: socialLinksFrom(import.meta.env),
};
