import {
  BRAND_GREEN,
  BRAND_GREEN_DARK,
  BRAND_INK,
  BRAND_YELLOW,
  SYSTEM_FONTS,
} from '@selamtopup/brand/colours';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

// The brand's colours and shapes (@selamtopup/brand, which the customer site's theme wears too)
// over react-admin's defaults (its blue app bar gave white text a contrast of only 3.1:1; the
// brand green gives 5.4:1).

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND_GREEN, contrastText: '#ffffff' },
    secondary: { main: BRAND_YELLOW, contrastText: BRAND_INK },
    background: { default: '#f7f9f8' },
  },
  typography: { ...defaultTheme.typography, fontFamily: SYSTEM_FONTS },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    // A focused field's label is brand green on the filled field's grey (4.4:1, under the
    // 4.5:1 small text needs): a darker green of the same hue gives 6.7:1.
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: BRAND_GREEN_DARK } } } },
  },
};
