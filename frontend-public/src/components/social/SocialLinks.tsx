import type { ComponentType, ReactNode } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { site, type SocialNetwork } from '../../config/site';

const socialIcons: Record<SocialNetwork, ComponentType<SvgIconProps>> = {
  facebook: FacebookIcon,
  x: XIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
};

/**
 * The business's social network links (plain links: no embedded widgets or scripts) under their
 * heading; nothing at all, heading included, when the settings give no link.
 */
export function SocialLinks({
  color = 'inherit',
  heading,
}: {
  color?: string;
  heading: ReactNode;
}) {
  if (site.social.length === 0) return null;
  return (
    <>
      {heading}
      <Stack direction="row" spacing={1}>
        {site.social.map(({ network, label, url }) => {
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
