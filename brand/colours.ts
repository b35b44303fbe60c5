/** The brand's colours: white text on the green reaches 5.4:1, dark text on the yellow 10:1. */
export const BRAND_GREEN = '#0b7a4b';
export const BRAND_YELLOW = '#f5b301';
/** Green text on a light grey field (a focused label): 6.7:1 where the brand green gives 4.4:1. */
export const BRAND_GREEN_DARK = '#075c38';
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
