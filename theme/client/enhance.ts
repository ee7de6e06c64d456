/**
 * Behaviour for markup that React does not own: `.md` bodies arrive as raw HTML, so their code-block
 * buttons cannot carry React handlers. One listener on the document serves every code block, whether
 * it came from Markdown, MDX or `<CodeBlock>`, and keeps working across client-side navigations.
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

function onClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest<HTMLElement>('.code-block [data-code-action]');
  const block = button?.closest<HTMLElement>('.code-block');
  if (!button || !block) return;
  if (button.dataset.codeAction === 'copy') void copy(button, block);
  else if (button.dataset.codeAction === 'wrap') toggleWrap(button, block);
}

let installed = false;

/** Call once at client start; later calls do nothing, so a hot reload cannot double the listeners. */
export function installContentEnhancements(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick);
}
