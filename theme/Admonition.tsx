import type { ReactNode } from 'react';
import { admonitionClasses, defaultAdmonitionTitle, isAdmonitionType } from '../src/markdown/admonitions.ts';

/** The component form of `:::type`: identical markup, for MDX that builds admonitions itself. */
export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const kind = isAdmonitionType(type) ? type : 'note';
  const classes = admonitionClasses(kind);
  return (
    <div className={classes.outer.join(' ')}>
      <div className={classes.heading.join(' ')}>{title ?? defaultAdmonitionTitle(kind)}</div>
      <div className={classes.content.join(' ')}>{children}</div>
    </div>
  );
}
