import { MERMAID_CLASS } from '../src/markdown/mermaid.ts';

/**
 * `@theme/Mermaid` of Docusaurus's theme-mermaid: `<Mermaid value="graph LR; a-->b" />` in MDX draws as
 * a ```` ```mermaid ```` fence does, the same container (see src/markdown/mermaid.ts) that the content
 * slot's diagram hook finds; the source shows until then, and on a site without `markdown.mermaid`.
 */
export default function Mermaid({ value }: { value: string }) {
  return (
    <div className={MERMAID_CLASS}>
      <pre className="mermaid-source">{value.replace(/\n$/, '')}</pre>
    </div>
  );
}
