import Link from '@theme/Link';
import type { FooterColumn, FooterLinkItem } from '../src/config/define.ts';
import { useSite } from './context.ts';
import ThemedLogo from './shell/ThemedLogo.tsx';

function FooterLink({ item }: { item: FooterLinkItem }) {
  if (item.html !== undefined) return <span className="footer-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <Link to={item.to ?? item.href} className="footer-link" {...(item.target ? { target: item.target } : {})} {...(item.rel ? { rel: item.rel } : {})}>
      {item.label}
    </Link>
  );
}

const isColumns = (links: FooterColumn[] | FooterLinkItem[]): links is FooterColumn[] => links.length > 0 && 'items' in links[0];

/** Link columns (or one row of links), the logo and the copyright line. */
export default function Footer() {
  const site = useSite();
  const { links, logo, copyright, style } = site.themeConfig.footer;
  if (!links.length && !logo && !copyright) return null;
  return (
    <footer className={`footer footer-${style}`}>
      <div className="footer-inner">
        {isColumns(links) ? (
          <div className="footer-columns">
            {links.map((column, i) => (
              <div className={['footer-column', column.className].filter(Boolean).join(' ')} key={i}>
                {column.title ? <h2 className="footer-title">{column.title}</h2> : null}
                <ul className="footer-items">
                  {column.items.map((item, j) => (
                    <li key={j}>
                      <FooterLink item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : links.length ? (
          <ul className="footer-links-inline">
            {links.map((item, i) => (
              <li key={i}>
                <FooterLink item={item} />
              </li>
            ))}
          </ul>
        ) : null}
        {logo || copyright ? (
          <div className="footer-bottom">
            {logo ? (
              <Link to={logo.href ?? '/'} className="footer-logo-link" {...(logo.target ? { target: logo.target } : {})}>
                <ThemedLogo logo={logo} alt={site.title} className="footer-logo" />
              </Link>
            ) : null}
            {copyright ? <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: copyright }} /> : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
