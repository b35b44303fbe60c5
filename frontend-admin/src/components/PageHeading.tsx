import { Typography } from '@mui/material';
import { useEffect } from 'react';

/** The back office's name: the browser tab's title after each screen's own. */
export const APP_TITLE = 'SelamTopup back office';

/** The browser tab's title for a screen (the name once, when the screen is the home page). */
export const tabTitle = (title: string) =>
  title === APP_TITLE ? title : `${title} · ${APP_TITLE}`;

/**
 * The visible heading of a screen, which also names the browser tab
 * (docs/specification.md#back-office-routes: each page
 * sets its own title). The header bar keeps Home and the path, so the heading sits in the page.
 */
export function PageHeading({ title }: { title: string }) {
  useEffect(() => {
    document.title = tabTitle(title);
  }, [title]);
  return (
    <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
      {title}
    </Typography>
  );
}
