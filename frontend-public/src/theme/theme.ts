import { createTheme } from '@mui/material/styles';

// System fonts only: the site loads nothing from outside hosts (no web-font CDN).
const systemFonts = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: '#0b7a4b', contrastText: '#ffffff' },
    secondary: { main: '#f5b301', contrastText: '#1f2933' },
    // Darker than MUI's defaults (3.1:1 and 3.9:1 on white): status chips and other text in these
    // colours stay readable at 4.5:1 or more.
    warning: { main: '#b35900' },
    info: { main: '#0270ad' },
    background: { default: '#f7f9f8' },
  },
  typography: {
    fontFamily: systemFonts,
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
});
