import { ErrorLayout } from '../layouts/ErrorLayout';
import { Seo } from '../seo/Seo';
import { ErrorMessage } from './ErrorMessage';
import { useT } from '@/i18n/i18n';

export function Error500Page() {
  const t = useT();
  return (
    <ErrorLayout>
      <Seo page="error500" />
      <meta name="robots" content="noindex" />
      <ErrorMessage message={t('error.500')} />
    </ErrorLayout>
  );
}
