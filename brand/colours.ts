/** The brand's colours: white text on the green reaches 5.4:1, dark text on the yellow 10:1. */
export const BRAND_GREEN = '#0b7a4b';
export const BRAND_YELLOW = '#f5b301';
/** Text on the yellow. */
export const BRAND_INK = '#1f2933';

/** System fonts only: the sites load nothing from outside hosts (no web-font CDN). */
export const SYSTEM_FONTS = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');
