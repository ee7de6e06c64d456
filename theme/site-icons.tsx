import type { IconLink } from '../src/render/default-favicons.ts';

/** The site's icon links (see siteIcons): without one, a browser asks for /favicon.ico. */
export function SiteIcons({ icons }: { icons: readonly IconLink[] }) {
  return (
    <>
      {icons.map((icon) => (
        <link key={icon.href} rel="icon" href={icon.href} sizes={icon.sizes} type={icon.type} />
      ))}
    </>
  );
}
