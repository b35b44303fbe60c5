import { BRAND_GREEN, BRAND_INK, BRAND_YELLOW, SYSTEM_FONTS } from '@selamtopup/brand/colours';
import { createTheme } from '@mui/material/styles';

// Amharic (Ethiopic script, docs/i18n.md): the font stack opens with "SelamTopup Ethiopic", an
// @font-face limited to the Ethiopic blocks (index.html), so Latin text goes straight on to the
// system fonts and nothing is fetched for it. For Ethiopic text the face takes the system's own
// Ethiopic font where there is one (its local() sources: Android's and Linux's Noto Sans Ethiopic,
// Windows' Ebrima and Nyala, Apple's Kefa, Abyssinica SIL), else the bundled Noto Sans Ethiopic
// (OFL, public/fonts/). First in the stack, not last: as a later fallback, text Chromium had drawn
// before the font arrived stayed in boxes (docs/decisions.md#ethiopic-script-system-fonts-first).
const FONTS = `"SelamTopup Ethiopic",${SYSTEM_FONTS}`;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_GREEN, contrastText: '#ffffff' },
    secondary: { main: BRAND_YELLOW, contrastText: BRAND_INK },
    // Darker than MUI's defaults (3.1:1 and 3.9:1 on white): status chips and other text in these
    // colours stay readable at 4.5:1 or more.
    warning: { main: '#b35900' },
    info: { main: '#0270ad' },
    background: { default: '#f7f9f8' },
  },
  typography: {
    fontFamily: FONTS,
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
});
