import Link from '@theme/Link';
import { useSite } from '../context.ts';
import ThemedLogo from '../shell/ThemedLogo.tsx';

/** The logo and site title, linking home (or to the logo's `href`). */
export default function NavbarBrand() {
  const site = useSite();
  const { title, logo } = site.themeConfig.navbar;
  return (
    <Link to={logo?.href ?? site.home} className="navbar-brand" {...(logo?.target ? { target: logo.target } : {})}>
      {/* The title already names the link; a logo beside it is decoration unless it says otherwise. */}
      {logo ? <ThemedLogo logo={logo} alt={title ? '' : site.title} className="navbar-logo" /> : null}
      {title ? <b className="navbar-title">{title}</b> : null}
    </Link>
  );
}
