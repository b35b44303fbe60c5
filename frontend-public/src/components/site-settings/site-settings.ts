// GET /api/siteSettings: what the settings say the site shows (the contact address, the social
// links, the training business's name), read live so a back-office change needs no new build.
import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@/api/types';
import { site, socialLinksFrom, type SocialLink } from '@/config/site';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';

export const SITE_SETTINGS_PATH = '/api/siteSettings';

/**
 * The live settings; undefined while they are asked (the prerendered pages too, so the first
 * render in the browser matches them) and when the question failed. A failure never redirects:
 * the page works without them.
 */
export function useSiteSettings(): { settings?: SiteSettings; failed: boolean } {
  const query = useQuery({
    queryKey: ['site', 'settings'],
    queryFn: () =>
      checkedAnswer(
        api.get(SITE_SETTINGS_PATH, { handle: [401, 500, 503] }),
        import('@/api/schemas').then((m) => m.siteSettingsSchema),
      ),
    staleTime: 5 * 60_000,
  });
  return { settings: query.data, failed: query.isError };
}

/**
 * The social links to show: the settings' (checked again here: https pages only), else the
 * build's VITE_SOCIAL_* ones; undefined while the settings are asked.
 */
export function useSocialLinks(): readonly SocialLink[] | undefined {
  const { settings, failed } = useSiteSettings();
  if (failed) return site.social;
  if (!settings) return undefined;
  const live = socialLinksFrom(
    Object.fromEntries(settings.socialLinks.map(({ network, url }) => [network, url])),
    (network) => network,
  );
  return live.length ? live : site.social;
}
