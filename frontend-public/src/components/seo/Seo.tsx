import { site } from '../../config/site';

export interface SeoProps {
  title: string;
  description: string;
  keywords: string;
}

/** Page metadata through React 19's native <title>/<meta> hoisting into <head>. */
export function Seo({ title, description, keywords }: SeoProps) {
  const fullTitle = title.includes(site.brand) ? title : `${title} | ${site.brand}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
    </>
  );
}
