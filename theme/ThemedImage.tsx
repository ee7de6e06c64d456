import type { ComponentProps } from 'react';

/**
 * An image with one source per colour mode, as Docusaurus's `@theme/ThemedImage`:
 * `<ThemedImage alt="…" sources={{ light: '/img/a.png', dark: '/img/a-dark.png' }} />`. Both are in the
 * HTML and CSS shows the one for the mode the head script set before paint, so nothing flashes.
 */
export default function ThemedImage({ sources, className, alt, ...props }: { sources: { light: string; dark: string } } & Omit<ComponentProps<'img'>, 'src'>) {
  return (
    <>
      <img src={sources.light} alt={alt} className={['themed-image', 'themed-image--light', className].filter(Boolean).join(' ')} {...props} />
      <img src={sources.dark} alt={alt} className={['themed-image', 'themed-image--dark', className].filter(Boolean).join(' ')} {...props} />
    </>
  );
}
