import type { ThemeLogo } from '../../src/config/define.ts';
import { useBaseUrl } from '../context.ts';

/**
 * A logo with an optional dark variant. Both images are in the HTML and CSS shows the one for the
 * colour mode on `<html data-theme>`, so the right one shows before any script runs and hydration
 * finds the same markup.
 */
export default function ThemedLogo({ logo, alt, className }: { logo: ThemeLogo; alt: string; className: string }) {
  const withBase = useBaseUrl();
  const image = (src: string, mode?: 'light' | 'dark') => (
    <img
      key={mode ?? 'any'}
      className={[className, mode ? `themed-${mode}` : '', logo.className ?? ''].filter(Boolean).join(' ')}
      src={withBase(src)}
      alt={logo.alt ?? alt}
      width={logo.width}
      height={logo.height}
    />
  );
  return logo.srcDark ? [image(logo.src, 'light'), image(logo.srcDark, 'dark')] : image(logo.src);
}
