import { ErrorLayout } from '../layouts/ErrorLayout';
import { Seo } from '../seo/Seo';
import { ErrorMessage } from './ErrorMessage';
import { useT } from '@/i18n/i18n';

/** Also shown while the back office has switched the storefront off (maintenance). */
export function Error503Page() {
  const t = useT();
  return (
    <ErrorLayout>
      <Seo page="error503" />
      <meta name="robots" content="noindex" />
      <ErrorMessage message={t('error.503')} />
    </ErrorLayout>
  );
}
