import { useSite } from '../context.ts';

/** `@docusaurus/useDocusaurusContext`: the site's settings under the names Docusaurus content reads. */
export default function useDocusaurusContext() {
  const site = useSite();
  return {
    siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, themeConfig: site.themeConfig, customFields: site.customFields },
    i18n: { defaultLocale: site.locale, currentLocale: site.locale, locales: [site.locale] },
  };
}
