import { highlightCodeBlock } from './highlight.ts';
import { setCodeHighlighter } from './store.ts';

// Imported by the server entry alone: the browser's bundle loads the highlighter only when it must.
setCodeHighlighter(highlightCodeBlock);
