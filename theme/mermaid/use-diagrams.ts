import { useEffect, type RefObject } from 'react';
import { MERMAID_CLASS } from '../../src/markdown/mermaid.ts';
import { useColorMode } from '../color-mode.ts';
import { useSite } from '../context.ts';

/**
 * The drawing code, a lazy chunk. Only a site with `markdown.mermaid` bundles it (`__LECTERN_MERMAID__`,
 * an esbuild define, drops the import otherwise), and the server never draws.
 */
const loadDrawing = __LECTERN_SERVER__ || !__LECTERN_MERMAID__ ? undefined : () => import('lectern:lazy:@theme/mermaid/draw');

/**
 * Draws the diagrams inside `slot` once the body is on screen, and again in the other colour mode's theme
 * when the reader switches. A body without diagrams loads nothing. `body` is what the slot shows: a new
 * body (a client navigation) has new containers.
 */
export function useMermaidDiagrams(slot: RefObject<HTMLElement | null>, body: unknown): void {
  const { colorMode } = useColorMode();
  const { mermaid } = useSite().themeConfig;
  useEffect(() => {
    const containers = [...(slot.current?.querySelectorAll<HTMLElement>(`.${MERMAID_CLASS}`) ?? [])];
    if (!loadDrawing || containers.length === 0) return;
    loadDrawing()
      .then((m) => m.default(containers, colorMode, mermaid))
      .catch((err: Error) => console.warn(`Lectern: the diagram code failed to load (${err.message})`));
  }, [slot, body, colorMode, mermaid]);
}
