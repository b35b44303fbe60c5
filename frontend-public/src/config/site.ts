// Business contact details shown in the footer and on the contact page. Placeholders until the
// business supplies the real ones: change them here only.
export type SocialNetwork = 'facebook' | 'x' | 'instagram' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  /** A plain link to the network: no embedded widgets or scripts. */
  url: string;
}

/** The training business the Mvm (course and project) payment pages collect for. */
export interface MvmBusiness {
  name: string;
  tagline: string;
  email: string;
}

export interface SiteConfig {
  brand: string;
  mvm: MvmBusiness;
  addressLines: readonly string[];
  phones: readonly [string, string];
  email: string;
  social: readonly SocialLink[];
}

export const site: SiteConfig = {
  brand: 'SelamTopup',
  mvm: {
    name: 'MVM IT Training & Services',
    tagline: 'Courses, projects and IT services',
    email: 'payments@mvm.example',
  },
  addressLines: ['1200 Placeholder Avenue NW, Suite 100', 'Washington, DC 20005, USA'],
  phones: ['+1 (202) 555-0143', '+1 (202) 555-0178'],
  email: 'info@selamtopup.example',
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'x', label: 'X', url: 'https://x.com/' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
  ],
};
