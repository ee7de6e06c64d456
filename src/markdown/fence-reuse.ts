import type { CompiledBody, FenceSpan } from './types.ts';

/**
 * Code blocks carried from one compile of a file to the next. Highlighting is most of what compiling
 * an edited page costs (the grammars register, then each block is tokenised): the blocks an edit did
 * not touch are taken from the last compiled body instead. Kept apart from the pipeline so the build
 * can read them without loading it.
 */

/** Where each block's HTML sits in the body (a block whose HTML is not found is simply not offered again). */
export function fenceSpans(html: string, fences: ReadonlyMap<string, string>): FenceSpan[] {
  const spans: FenceSpan[] = [];
  for (const [key, block] of fences) {
    const start = html.indexOf(block);
    if (block && start >= 0) spans.push([key, start, block.length]);
  }
  return spans;
}

/** The code blocks a compiled HTML body offers to the next compile of its file, by fenceKey. */
export function fenceHtml(body: CompiledBody): [string, string][] {
  return (body.fences ?? []).map(([key, start, length]) => [key, body.code.slice(start, start + length)]);
}
