/**
 * Orders strings by UTF-16 code unit, as `sort()` with no comparator does. Paths and keys are ordered
 * this way: `localeCompare` without a locale follows the machine's LANG (under sv_SE, `/docs/äpple/`
 * sorts after `/docs/zebra/`), so the same site would build other bytes on another machine.
 */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Made on first use: a collator costs ~15 ms to make, and most builds sort no labels. */
let labels: Intl.Collator | undefined;

/** Orders labels a reader sees (tags) alphabetically, in one locale whatever the machine's. */
export function byLabel(a: string, b: string): number {
  return (labels ??= new Intl.Collator('en')).compare(a, b);
}
