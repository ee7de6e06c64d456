import type { ReactNode } from 'react';
import { interpolate } from '../Translate.tsx';

/** `@docusaurus/Interpolate`: `{name}` placeholders in a plain-string child, filled from `values` (text or elements). */
export default function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  if (typeof children !== 'string') throw new Error('The children of <Interpolate> must be a plain string with {placeholders}');
  return <>{interpolate(children, values)}</>;
}
