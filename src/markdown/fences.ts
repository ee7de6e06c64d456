const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/** Applies a line-preserving source rewrite to the text outside fenced code blocks: code shows what the author wrote. */
export function outsideCodeFences(body: string, rewrite: (text: string) => string): string {
  const segments: { code: boolean; lines: string[] }[] = [];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    const opens = fence === undefined && marker !== undefined;
    if (opens) fence = marker;
    const code = fence !== undefined;
    const last = segments[segments.length - 1];
    if (last && last.code === code && !opens) last.lines.push(line);
    else segments.push({ code, lines: [line] });
    if (!opens && fence !== undefined && marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
  }
  return segments.map((seg) => (seg.code ? seg.lines.join('\n') : rewrite(seg.lines.join('\n')))).join('\n');
}
