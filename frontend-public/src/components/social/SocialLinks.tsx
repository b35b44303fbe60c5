import type { ComponentType, ReactNode } from 'react';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SocialNetwork } from '@/config/site';
import { useSocialLinks } from '../site-settings/site-settings';
import { PLACEHOLDER_COLOUR } from '../site-settings/SiteSettingsText';

const socialIcons: Record<SocialNetwork, ComponentType<SvgIconProps>> = {
  facebook: FacebookIcon,
  x: XIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
};

/**
 * The business's social network links (plain links: no embedded widgets or scripts) under their
 * heading; nothing at all, heading included, when the settings give no link. While the settings
 * are asked, the heading and round placeholders hold the row's place.
 */
export function SocialLinks({
  color = 'inherit',
  heading,
}: {
  color?: string;
  heading: ReactNode;
}) {
  const links = useSocialLinks();
  if (links === undefined) {
    return (
      <>
        {heading}
        <Stack direction="row" spacing={1} aria-hidden="true" data-testid="social-placeholder">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton
              key={i}
              variant="circular"
              width={24}
              height={24}
              sx={{ bgcolor: PLACEHOLDER_COLOUR }}
            />
          ))}
        </Stack>
      </>
    );
  }
  if (links.length === 0) return null;
  return (
    <>
      {heading}
      <Stack direction="row" spacing={1}>
        {links.map(({ network, label, url }) => {
          const Icon = socialIcons[network];
          return (
            <Link
              key={network}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              color={color}
              aria-label={label}
            >
              <Icon />
            </Link>
          );
        })}
      </Stack>
    </>
  );
}
