export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/**
 * The business's social pages from the settings row (`{facebook: url, …}`), in a fixed order:
 * only an https address of a page on the network (a bare home page such as
 * https://www.facebook.com/ is not the business's page); anything else is left out.
 */
export function socialLinksFrom(stored: unknown): SocialLink[] {
  if (typeof stored !== 'object' || stored === null) return [];
  const values = stored as Record<string, unknown>;
  return SOCIAL_NETWORKS.flatMap((network) => {
    const value = values[network];
    if (typeof value !== 'string') return [];
    try {
      const url = new URL(value.trim());
      if (url.protocol !== 'https:' || url.pathname.replace(/\/+$/, '') === '') return [];
      return [{ network, url: url.href }];
    } catch {
      return [];
    }
  });
}
