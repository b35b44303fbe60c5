import { defaultTheme, type RaThemeOptions } from 'react-admin';

// The brand's colours and shapes, the same as the customer site's theme
// (frontend-public/src/theme/theme.ts), over react-admin's defaults (its blue app bar gave
// white text a contrast of only 3.1:1; the brand green gives 5.4:1).
export const BRAND_GREEN = '#0b7a4b';
export const BRAND_YELLOW = '#f5b301';
export const BRAND_GREEN_DARK = '#075c38';

const systemFonts = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND_GREEN, contrastText: '#ffffff' },
    secondary: { main: BRAND_YELLOW, contrastText: '#1f2933' },
    background: { default: '#f7f9f8' },
  },
  typography: { ...defaultTheme.typography, fontFamily: systemFonts },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    // A focused field's label is brand green on the filled field's grey (4.4:1, under the
    // 4.5:1 small text needs): a darker green of the same hue gives 6.7:1.
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: BRAND_GREEN_DARK } } } },
  },
};
