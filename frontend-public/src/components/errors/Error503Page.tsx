import { ErrorLayout } from '../layouts/ErrorLayout';
import { Seo } from '../seo/Seo';
import { ErrorMessage } from './ErrorMessage';

/** Also shown while the back office has switched the storefront off (maintenance). */
export function Error503Page() {
  return (
    <ErrorLayout>
      <Seo page="error503" />
      <meta name="robots" content="noindex" />
      <ErrorMessage message="Oops! The Service you are Requesting is unavailable!" />
    </ErrorLayout>
  );
}
