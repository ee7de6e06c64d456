import { createElement } from 'react';
import type { HeadTag } from '../src/config/define.ts';

/** Attributes React renders bare when `true`; any other attribute given `true` is written without a value. */
const BOOLEAN_ATTRIBUTES = new Set(['async', 'defer', 'nomodule', 'disabled']);

/** HTML attribute names whose React prop is spelled otherwise. */
const PROP_NAMES: Record<string, string> = { class: 'className', crossorigin: 'crossOrigin', 'http-equiv': 'httpEquiv', charset: 'charSet', nomodule: 'noModule', referrerpolicy: 'referrerPolicy', fetchpriority: 'fetchPriority' };

function propsOf(tag: HeadTag): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(tag.attributes ?? {})) {
    if (value === false) continue;
    const lower = name.toLowerCase();
    props[PROP_NAMES[lower] ?? name] = value === true ? (BOOLEAN_ATTRIBUTES.has(lower) ? true : '') : value;
  }
  if (tag.innerHTML !== undefined) props.dangerouslySetInnerHTML = { __html: tag.innerHTML };
  return props;
}

/** The config's `headTags`, in order: attribute values escaped as React escapes them, `innerHTML` as written. */
export function HeadTags({ tags }: { tags: readonly HeadTag[] }) {
  return <>{tags.map((tag, i) => createElement(tag.tagName, { key: i, ...propsOf(tag) }))}</>;
}
