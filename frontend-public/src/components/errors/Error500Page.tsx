import { ErrorLayout } from '../layouts/ErrorLayout';
import { Seo } from '../seo/Seo';
import { ErrorMessage } from './ErrorMessage';

export function Error500Page() {
  return (
    <ErrorLayout>
      <Seo
        title="Internal server error"
        description="Something went wrong on the SelamTopup server. Please try again in a moment."
        keywords="SelamTopup, server error, 500"
      />
      <meta name="robots" content="noindex" />
      <ErrorMessage message="Oops! Internal server error has occured ." />
    </ErrorLayout>
  );
}
