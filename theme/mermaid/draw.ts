/**
 * Draws Mermaid diagrams in the browser: a lazy chunk holding the `mermaid` package, loaded only by pages
 * that have a diagram (see use-diagrams.ts). Each container keeps its source `<pre>` (the server's HTML);
 * the SVG goes in a box beside it, and `data-rendered` hides the source once a drawing is there.
 */
import mermaid from 'mermaid';
import type { MermaidConfig } from '../../src/config/define.ts';
import type { ColorMode } from '../color-mode.ts';

/** Docusaurus's defaults for `themeConfig.mermaid.theme`. */
const DEFAULT_THEMES: Record<ColorMode, string> = { light: 'default', dark: 'dark' };

/** Mermaid needs a document-unique id per render. */
let nextId = 0;

/**
 * The latest draw asked of each container: a colour-mode change can start a new draw before the last one
 * ended, and only the newest may write its SVG.
 */
const latestDraw = new WeakMap<HTMLElement, number>();

function svgBox(container: HTMLElement): HTMLElement {
  const existing = container.querySelector<HTMLElement>(':scope > .mermaid-svg');
  if (existing) return existing;
  const box = document.createElement('div');
  box.className = 'mermaid-svg';
  container.append(box);
  return box;
}

export default async function drawDiagrams(containers: HTMLElement[], mode: ColorMode, config: MermaidConfig = {}): Promise<void> {
  // Mermaid's options are global: set before each round, so the round draws with the current mode's theme.
  mermaid.initialize({ startOnLoad: false, ...config.options, theme: (config.theme?.[mode] ?? DEFAULT_THEMES[mode]) as never });
  for (const container of containers) {
    const draw = (latestDraw.get(container) ?? 0) + 1;
    latestDraw.set(container, draw);
    const source = container.querySelector('.mermaid-source')?.textContent ?? '';
    try {
      const { svg, bindFunctions } = await mermaid.render(`lectern-mermaid-${++nextId}`, source);
      if (latestDraw.get(container) !== draw || !container.isConnected) continue;
      const box = svgBox(container);
      box.innerHTML = svg;
      bindFunctions?.(box);
      container.dataset.rendered = 'true';
    } catch (err) {
      // The source stays on screen: a reader still sees what the diagram says.
      console.warn(`Lectern: a Mermaid diagram could not be drawn (${(err as Error).message})`);
    }
  }
}
