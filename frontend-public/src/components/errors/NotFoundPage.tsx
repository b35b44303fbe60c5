import { ErrorLayout } from '../layouts/ErrorLayout';
import { Seo } from '../seo/Seo';
import { ErrorMessage } from './ErrorMessage';
import { useT } from '@/i18n/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <ErrorLayout>
      <Seo page="notfound" />
      <meta name="robots" content="noindex" />
      <ErrorMessage message={t('error.404')} />
    </ErrorLayout>
  );
}
