import { BRAND_GREEN, BRAND_INK, BRAND_YELLOW, SYSTEM_FONTS } from '@selamtopup/brand/colours';
import { createTheme } from '@mui/material/styles';

// Amharic (Ethiopic script, docs/i18n.md): the system's own Ethiopic font first (Android's Noto
// Sans Ethiopic, Windows' Ebrima and Nyala, Apple's Kefa, Linux's Abyssinica SIL); only where none
// is installed does the browser fetch the bundled Noto Sans Ethiopic (OFL, public/fonts/), and only
// for a page with Ethiopic text (its unicode-range). Its @font-face is in index.html, not in the
// theme's CssBaseline: emotion puts global styles back at hydration, and text a prerendered page
// had drawn before stayed in boxes (tofu) in Chromium once the rule it was waiting for was replaced.
const ETHIOPIC_FONTS =
  '"Noto Sans Ethiopic",Ebrima,Nyala,Kefa,"Abyssinica SIL","Ethiopic Fallback"';
const FONTS = SYSTEM_FONTS.replace(/,sans-serif$/, `,${ETHIOPIC_FONTS},sans-serif`);

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
