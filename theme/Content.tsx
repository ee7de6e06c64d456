import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { usePage } from './context.ts';

type MdxModule = { default: ComponentType<{ components?: Record<string, unknown> }> };

/** MDX compiled to a function body runs with the JSX runtime as its only argument; it imports nothing. */
function evaluateMdx(code: string): MdxModule {
  return new Function(code)(runtime) as MdxModule;
}

/** The rendered body of one compiled module slot (`content`, `post:0`...). */
export default function Content({ slot = 'content' }: { slot?: string }) {
  const page = usePage();
  const mod = page.modules[slot];
  if (!mod) throw new Error(`Invariant failed: the route has no module in slot "${slot}"`);
  if (mod.kind === 'html') return <div className="markdown" dangerouslySetInnerHTML={{ __html: mod.code }} />;
  const MDXContent = evaluateMdx(mod.code).default;
  const components: Record<string, unknown> = {};
  for (const [local, name] of Object.entries(mod.themeImports)) {
    const component = page.components[name];
    if (!component) throw new Error(`theme component "@theme/${name}" does not exist`);
    components[local] = component;
  }
  return (
    <div className="markdown">
      <MDXContent components={components} />
    </div>
  );
}
