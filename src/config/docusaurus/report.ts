import type { ConfigTranslation } from '../types.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The build's warnings about a translated config: one naming the plugins left out, one listing the settings ignored. */
export function translationWarnings(t: ConfigTranslation | undefined): string[] {
  if (!t) return [];
  return [
    ...(t.unknownPlugins.length ? [`${t.file}: presets, plugins and themes Lectern does not know were left out: ${t.unknownPlugins.join(', ')}`] : []),
    ...(t.ignored.length ? [`${t.file}: settings Lectern has no option for were ignored: ${t.ignored.join(', ')}`] : []),
  ];
}

/** The build summary's line about a translated config; what it ignored is listed by the warnings. */
export function translationSummary(t: ConfigTranslation): string {
  const left = [...(t.ignored.length ? [count(t.ignored.length, 'setting ignored', 'settings ignored')] : []), ...(t.unknownPlugins.length ? [count(t.unknownPlugins.length, 'plugin left out', 'plugins left out')] : [])];
  return `${t.file}: ${count(t.applied.length, 'setting', 'settings')} applied (${t.applied.join(', ') || 'none'})${left.length ? `; ${left.join(', ')} (see the warnings)` : ''}`;
}
