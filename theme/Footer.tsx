import Link from '@theme/Link';
import { useSite } from './context.ts';

export default function Footer() {
  const { footer } = useSite().themeConfig;
  if (!footer.links?.length && !footer.copyright) return null;
  return (
    <footer className={`footer footer-${footer.style ?? 'dark'}`}>
      <div className="footer-columns">
        {(footer.links ?? []).map((column) => (
          <div className="footer-column" key={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.label}>
                  <Link to={item.to ?? item.href ?? '/'}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {footer.copyright ? <div className="footer-copyright">{footer.copyright}</div> : null}
    </footer>
  );
}
