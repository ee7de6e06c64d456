/**
 * Behaviour for markup that React does not own: `.md` bodies arrive as raw HTML, so their code-block
 * buttons cannot carry React handlers. One listener on the document (installCodeActions) serves every
 * code block, whether it came from Markdown, MDX or `<CodeBlock>`, across client-side navigations; this
 * module loads on the first press, so it is not part of what every page loads at start.
 */

/** How long the copy button says "Copied" before it resets. */
const COPIED_MS = 2000;
const COPY_LABEL = 'Copy code to clipboard';
const COPIED_LABEL = 'Copied';

const resetTimers = new WeakMap<HTMLElement, number>();

/** The code as written: line numbers are CSS counters, so the text holds only the code and its newlines. */
function codeText(block: HTMLElement): string {
  return block.querySelector('pre code')?.textContent ?? '';
}

/** The Clipboard API needs a secure context; plain-HTTP previews fall back to a selected textarea. */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('the browser refused to copy');
}

async function copy(button: HTMLElement, block: HTMLElement): Promise<void> {
  try {
    await writeClipboard(codeText(block));
  } catch (err) {
    console.warn(`Lectern: could not copy the code block (${(err as Error).message})`);
    return;
  }
  button.classList.add('copied');
  button.setAttribute('aria-label', COPIED_LABEL);
  button.title = COPIED_LABEL;
  window.clearTimeout(resetTimers.get(button));
  resetTimers.set(
    button,
    window.setTimeout(() => {
      button.classList.remove('copied');
      button.setAttribute('aria-label', COPY_LABEL);
      button.title = 'Copy';
    }, COPIED_MS),
  );
}

function toggleWrap(button: HTMLElement, block: HTMLElement): void {
  const wrapped = block.classList.toggle('code-block-wrapped');
  button.setAttribute('aria-pressed', String(wrapped));
}

/** Does what a code block's button (`data-code-action`) was pressed for. */
export function runCodeAction(button: HTMLElement): void {
  const block = button.closest<HTMLElement>('.code-block');
  if (!block) return;
  if (button.dataset.codeAction === 'copy') void copy(button, block);
  else if (button.dataset.codeAction === 'wrap') toggleWrap(button, block);
}
