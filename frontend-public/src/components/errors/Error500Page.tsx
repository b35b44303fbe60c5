import { ErrorLayout } from '../layouts/ErrorLayout';
import { Seo } from '../seo/Seo';
import { ErrorMessage } from './ErrorMessage';

export function Error500Page() {
  return (
    <ErrorLayout>
      <Seo page="error500" />
      <meta name="robots" content="noindex" />
      <ErrorMessage message="Oops! Internal server error has occured ." />
    </ErrorLayout>
  );
}
