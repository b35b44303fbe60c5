import { type Theme, useMediaQuery } from '@mui/material';

/** Phones (below the sm breakpoint) get stacked rows instead of tables. */
export function useIsSmall(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
