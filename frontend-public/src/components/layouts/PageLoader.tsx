import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/i18n/i18n';

/**
 * Shown while a lazy route's code loads. `tall` where the page's content will replace it once the
 * browser has read the session (a prerendered customer page): the loader then fills the window,
 * so the footer starts below it and does not jump down when the content arrives.
 */
export function PageLoader({ tall = false }: { tall?: boolean }) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        py: 10,
        minHeight: tall ? '100vh' : undefined,
      }}
      role="status"
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
