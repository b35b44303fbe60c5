// Route /Error503: on a 503 answer, e.g. while the storefront is switched off (maintenance).
export { Error503Page as default } from '@/components/errors/Error503Page';
