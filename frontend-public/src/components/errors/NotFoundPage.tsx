import { ErrorLayout } from '../layouts/ErrorLayout';
import { Seo } from '../seo/Seo';
import { ErrorMessage } from './ErrorMessage';

export function NotFoundPage() {
  return (
    <ErrorLayout>
      <Seo
        title="Page not found"
        description="The page you requested does not exist on SelamTopup. Go back or return to the home page to send a mobile top-up."
        keywords="SelamTopup, page not found, 404"
      />
      <meta name="robots" content="noindex" />
      <ErrorMessage message="Oops ! The page you requested is not found!" />
    </ErrorLayout>
  );
}
