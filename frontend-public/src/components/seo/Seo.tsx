import { site } from '@/config/site';
import { useT, type MessageId } from '@/i18n/i18n';
import { useMvmBusinessName } from '../site-settings/SiteSettingsText';

/** A page with messages seo.<page>.title, .description and .keywords. */
export type SeoPage = MessageId extends infer Id
  ? Id extends `seo.${infer Page}.title`
    ? Page
    : never
  : never;

export interface SeoProps {
  page: SeoPage;
  /** 'mvm': a page of the training business, titled with its name (once the settings give it). */
  business?: 'selamtopup' | 'mvm';
}

const titled = (title: string, brand: string | undefined) =>
  !brand || title.includes(brand) ? title : `${title} | ${brand}`;

/** The training business's page title: the page's own until its name is known. */
function MvmTitle({ title }: { title: string }) {
  return <title>{titled(title, useMvmBusinessName())}</title>;
}

/** Page metadata through React 19's native <title>/<meta> hoisting into <head>. */
export function Seo({ page, business = 'selamtopup' }: SeoProps) {
  const t = useT();
  const title = t(`seo.${page}.title`);
  const description = t(`seo.${page}.description`);
  const keywords = t(`seo.${page}.keywords`);
  return (
    <>
      {business === 'mvm' ? <MvmTitle title={title} /> : <title>{titled(title, site.brand)}</title>}
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
    </>
  );
}
