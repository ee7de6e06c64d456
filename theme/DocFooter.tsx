/** Below every doc; sites override it with `src/theme/DocFooter.tsx` to add their own notes. */
export default function DocFooter() {
  return null;
}
