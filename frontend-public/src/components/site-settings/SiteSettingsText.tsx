import type { ReactNode } from 'react';
import Link, { type LinkProps } from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useSiteSettings } from './site-settings';

/** A placeholder's colour from the text around it: seen on the light panel and the dark footer. */
export const PLACEHOLDER_COLOUR = 'color-mix(in srgb, currentColor 16%, transparent)';

/**
 * Stands in for a live setting's text while it is asked: one line of text of about its width,
 * so nothing moves when the text arrives (the prerendered pages show this too).
 */
export function SettingPlaceholder({ width }: { width: string }) {
  return (
    <Skeleton
      variant="text"
      component="span"
      aria-hidden="true"
      data-testid="setting-placeholder"
      sx={{ display: 'inline-block', width, maxWidth: '100%', bgcolor: PLACEHOLDER_COLOUR }}
    />
  );
}

/**
 * The address contact messages go to (the back office's contact e-mail), as a mailto link;
 * `unavailable` when the settings could not be read.
 */
export function ContactEmailLink({
  unavailable,
  ...linkProps
}: { unavailable: ReactNode } & Omit<LinkProps, 'href' | 'children'>) {
  const { settings, failed } = useSiteSettings();
  if (failed) return <>{unavailable}</>;
  if (!settings) return <SettingPlaceholder width="14em" />;
  return (
    <Link href={`mailto:${settings.contactEmail}`} {...linkProps}>
      {settings.contactEmail}
    </Link>
  );
}

/** The training business the Mvm pages collect for (MVM_BUSINESS_NAME); undefined until known. */
export function useMvmBusinessName(): string | undefined {
  return useSiteSettings().settings?.mvmBusinessName;
}

/** The training business's name as text, a placeholder of about its width until it is known. */
export function MvmBusinessName() {
  const name = useMvmBusinessName();
  return name ?? <SettingPlaceholder width="13em" />;
}
