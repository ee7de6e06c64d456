import { useRef, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import MDXComponents from '@theme/MDXComponents';
import { usePage, type MdxFactory, type PageModule } from './context.ts';
import { useMermaidDiagrams } from './mermaid/use-diagrams.ts';

type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;

/**
 * One component per body, however often the page re-renders: a fresh function each render would be a new
 * component type to React, which would remount the content and lose its state (a chosen tab).
 */
const evaluated = new WeakMap<PageModule, MdxContent>();

function mdxContent(mod: PageModule): MdxContent {
  let content = evaluated.get(mod);
  if (!content) {
    // On the server the body is a function body run with the JSX runtime; in the browser, its chunk's export.
    const factory: MdxFactory = mod.factory ?? (new Function(mod.code) as MdxFactory);
    content = factory({ ...runtime, imports: mod.imports ?? {} }).default;
    evaluated.set(mod, content);
  }
  return content;
}

/**
 * The rendered body of one compiled module slot (`content`, `post:0`...). A `.md` body is HTML: in the
 * browser it is adopted from the server's DOM (data-lectern-slot marks it), never downloaded twice.
 */
export default function Content({ slot = 'content' }: { slot?: string }) {
  const page = usePage();
  const mod = page.modules[slot];
  const box = useRef<HTMLDivElement>(null);
  useMermaidDiagrams(box, mod);
  if (!mod) throw new Error(`Invariant failed: the route has no module in slot "${slot}"`);
  if (mod.kind === 'html') return <div className="markdown" data-lectern-slot={slot} ref={box} dangerouslySetInnerHTML={{ __html: mod.code }} />;
  const MDXContent = mdxContent(mod);
  // The site's MDXComponents first: an explicit import in the file wins over a global of the same name.
  const components: Record<string, unknown> = { ...MDXComponents };
  for (const [local, name] of Object.entries(mod.themeImports)) {
    const component = page.components[name];
    if (!component) throw new Error(`theme component "@theme/${name}" does not exist`);
    components[local] = component;
  }
  return (
    <div className="markdown" data-lectern-slot={slot} ref={box}>
      <MDXContent components={components} />
    </div>
  );
}
