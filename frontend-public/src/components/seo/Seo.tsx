import { site } from '@/config/site';
import { useMvmBusinessName } from '../site-settings/SiteSettingsText';

export interface SeoProps {
  title: string;
  description: string;
  keywords: string;
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
export function Seo({ title, description, keywords, business = 'selamtopup' }: SeoProps) {
  return (
    <>
      {business === 'mvm' ? <MvmTitle title={title} /> : <title>{titled(title, site.brand)}</title>}
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
    </>
  );
}
