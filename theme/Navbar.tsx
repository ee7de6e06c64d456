import Link from '@theme/Link';
import { usePage, useSite } from './context.ts';

export default function Navbar() {
  const site = useSite();
  const path = usePage().route.path;
  const items = site.themeConfig.navbar.items ?? [];
  const side = (position: 'left' | 'right') =>
    items
      .filter((i) => (i.position ?? 'left') === position)
      .map((item) => {
        const target = item.to ?? item.href ?? '/';
        const active = item.to !== undefined && item.to !== '/' && path.startsWith(item.to);
        return (
          <Link key={item.label + target} to={target} className={active ? 'navbar-link active' : 'navbar-link'} aria-current={active ? 'page' : undefined}>
            {item.label}
          </Link>
        );
      });
  return (
    <nav className="navbar" aria-label="Main">
      <div className="navbar-inner">
        <Link to="/" className="navbar-brand">
          {site.themeConfig.navbar.title ?? site.title}
        </Link>
        <div className="navbar-items">{side('left')}</div>
        <div className="navbar-items navbar-items-right">{side('right')}</div>
        <button type="button" className="color-mode-toggle" aria-label="Switch between dark and light mode" data-color-mode-toggle="">
          ◐
        </button>
      </div>
    </nav>
  );
}
