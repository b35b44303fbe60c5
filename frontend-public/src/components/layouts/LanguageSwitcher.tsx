import Box from '@mui/material/Box';
import { useLanguage, useT } from '@/i18n/i18n';
import { isLanguage, languages } from '@/i18n/languages';
import { switchLanguage } from '@/i18n/switch-language';

/**
 * The language choice: a native select (no menu code on the home page's budget, and the phone's
 * own picker), each language named in itself. 'bar' sits in the header from md up, 'menu' in the
 * phone's side menu.
 */
export function LanguageSwitcher({ variant }: { variant: 'bar' | 'menu' }) {
  const t = useT();
  const language = useLanguage();
  const bar = variant === 'bar';
  return (
    <Box
      component="label"
      sx={{
        display: bar ? { xs: 'none', md: 'inline-flex' } : 'flex',
        alignItems: 'center',
        gap: 1,
        px: bar ? 0 : 2,
        py: bar ? 0 : 1,
      }}
    >
      <Box component="span" sx={bar ? visuallyHidden : { fontSize: '0.875rem' }}>
        {t('language.label')}
      </Box>
      <Box
        component="select"
        data-language-switch=""
        value={language}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
          if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
        }}
        sx={{
          font: 'inherit',
          fontSize: '0.9375rem',
          lineHeight: 1.6,
          minHeight: 36,
          px: 1,
          borderRadius: 1,
          color: bar ? 'inherit' : 'text.primary',
          bgcolor: bar ? 'rgba(0, 0, 0, 0.2)' : 'background.paper',
          border: bar ? '1px solid rgba(255, 255, 255, 0.6)' : '1px solid rgba(0, 0, 0, 0.3)',
          '& option': { color: 'text.primary', bgcolor: 'background.paper' },
        }}
      >
        {Object.entries(languages).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
