// Route /Error500: where the API client sends the browser on a 500 answer.
export { Error500Page as default } from '@/components/errors/Error500Page';
