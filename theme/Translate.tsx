import type { ReactNode } from 'react';
import { useSite } from './context.ts';

type Values = Record<string, ReactNode>;
type Translations = Record<string, { message: string }>;

let active: Translations = {};

/** The page tree sets the site's translations before rendering, so plain `translate()` calls see them. */
export function setTranslations(translations: Translations): void {
  active = translations;
}

export function interpolate(message: string, values: Values | undefined): ReactNode {
  if (!values) return message;
  const parts = message.split(/\{(\w+)\}/g);
  if (parts.length === 1) return message;
  const nodes = parts.map((part, i) => (i % 2 ? (values[part] ?? `{${part}}`) : part));
  return nodes.every((n) => typeof n === 'string' || typeof n === 'number') ? nodes.join('') : <>{nodes}</>;
}

function lookup(id: string | undefined, message: string | undefined, translations: Translations): string {
  if (!id && message === undefined) throw new Error('A translation needs an id or a default message: write <Translate id="…">…</Translate> or translate({ id, message })');
  return (id && translations[id]?.message) ?? message ?? id!;
}

/** A UI string by id, from `i18n/en/code.json` when it has the id, else the default message. */
export function translate({ id, message }: { id?: string; message?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(lookup(id, message, active), values));
}

/** The component form: children are the default message and must be a plain string. */
export default function Translate({ id, children, values }: { id?: string; description?: string; values?: Values; children?: ReactNode }) {
  if (children !== undefined && typeof children !== 'string') throw new Error(`The children of <Translate${id ? ` id="${id}"` : ''}> must be a plain string (the default message), not elements or expressions`);
  return <>{interpolate(lookup(id, children, useSite().translations ?? {}), values)}</>;
}
