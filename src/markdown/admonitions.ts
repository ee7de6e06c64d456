/** The admonition kinds `:::kind` accepts; `caution` reads like `warning`. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export function isAdmonitionType(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

export function defaultAdmonitionTitle(type: AdmonitionType): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** The class names of an admonition's three boxes; both pipelines build their markup from these. */
export function admonitionClasses(type: AdmonitionType): { outer: string[]; heading: string[]; content: string[] } {
  return { outer: ['admonition', `admonition-${type}`], heading: ['admonition-heading'], content: ['admonition-content'] };
}

/** Splits `note[Title]`, `note Title` or `note` (the text after `:::`) into its kind and title. */
export function parseAdmonitionOpening(params: string): { type: string; title?: string } {
  const m = /^\s*([a-z]+)\s*(?:\[(.*)\]|(.*))?$/.exec(params);
  if (!m) return { type: '' };
  const title = (m[2] ?? m[3] ?? '').trim();
  return { type: m[1], title: title || undefined };
}
