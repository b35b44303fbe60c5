// Catch-all route: every path no other route matches.
export { NotFoundPage as default } from '@/components/errors/NotFoundPage';
