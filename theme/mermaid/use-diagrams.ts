import { useEffect, type RefObject } from 'react';
import { MERMAID_CLASS } from '../../src/markdown/mermaid.ts';
import { useColorMode } from '../color-mode.ts';
import { useSite } from '../context.ts';

type UseDiagrams = (slot: RefObject<HTMLElement | null>, body: unknown) => void;

// Only a site with `markdown.mermaid` draws (`__LECTERN_MERMAID__`, an esbuild define), and only in the
// browser. Both declarations below test the defines themselves, which esbuild folds: elsewhere the
// `import()` is gone (esbuild builds a chunk for every import it finds, even in code it then drops) and
// the hook is empty, so the main script does not grow.

/** The drawing code: a lazy chunk with the mermaid package. */
const loadDrawing = __LECTERN_MERMAID__ && !__LECTERN_SERVER__ ? () => import('lectern:lazy:@theme/mermaid/draw') : undefined;

/**
 * Draws the diagrams inside `slot` once the body is on screen, and again in the other colour mode's theme
 * when the reader switches; a body without diagrams loads nothing. `body` is what the slot shows: a new
 * body (a client navigation) has new containers.
 */
const useDrawing: UseDiagrams = (slot, body) => {
  const { colorMode } = useColorMode();
  const { mermaid } = useSite().themeConfig;
  useEffect(() => {
    const containers = [...(slot.current?.querySelectorAll<HTMLElement>(`.${MERMAID_CLASS}`) ?? [])];
    if (containers.length === 0 || !loadDrawing) return;
    loadDrawing()
      .then((m) => m.default(containers, colorMode, mermaid))
      .catch((err: Error) => console.warn(`Lectern: the diagram code failed to load (${err.message})`));
  }, [slot, body, colorMode, mermaid]);
};

export const useMermaidDiagrams: UseDiagrams = __LECTERN_MERMAID__ && !__LECTERN_SERVER__ ? useDrawing : () => {};
