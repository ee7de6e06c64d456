import type { ReactNode } from 'react';
import { admonitionClasses, defaultAdmonitionTitle, isAdmonitionType } from '../src/markdown/admonitions.ts';

/**
 * The component form of `:::type`: identical markup, for MDX that builds admonitions itself. As in
 * Docusaurus, `icon` replaces the kind's icon and `className` joins the outer box's classes.
 */
export default function Admonition({ type = 'note', title, icon, className, children }: { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  const kind = isAdmonitionType(type) ? type : 'note';
  const classes = admonitionClasses(kind);
  const heading = icon === undefined ? classes.heading : [...classes.heading, 'admonition-heading-custom-icon'];
  return (
    <div className={[...classes.outer, className].filter(Boolean).join(' ')}>
      <div className={heading.join(' ')}>
        {icon === undefined ? null : (
          <span className="admonition-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {title ?? defaultAdmonitionTitle(kind)}
      </div>
      <div className={classes.content.join(' ')}>{children}</div>
    </div>
  );
}
