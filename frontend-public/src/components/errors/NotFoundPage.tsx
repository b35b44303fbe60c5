import { ErrorLayout } from '../layouts/ErrorLayout';
import { Seo } from '../seo/Seo';
import { ErrorMessage } from './ErrorMessage';

export function NotFoundPage() {
  return (
    <ErrorLayout>
      <Seo page="notfound" />
      <meta name="robots" content="noindex" />
      <ErrorMessage message="Oops ! The page you requested is not found!" />
    </ErrorLayout>
  );
}
