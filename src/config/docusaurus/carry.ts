import type { ConfigTranslation } from '../types.ts';

/** An object of a Docusaurus config as written: any keys, values not checked yet (the schema checks them once translated). */
export type Raw = Record<string, unknown>;

export function isRaw(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects what the translation carried over and what it left out, as key paths of the Docusaurus config. */
export class TranslationLog {
  private readonly applied: string[] = [];
  private readonly ignored: string[] = [];
  private readonly unknownPlugins: string[] = [];

  apply(at: string): void {
    this.applied.push(at);
  }

  ignore(at: string): void {
    this.ignored.push(at);
  }

  unknownPlugin(name: string): void {
    this.unknownPlugins.push(name);
  }

  result(file: string): ConfigTranslation {
    return { file, applied: [...this.applied], ignored: [...this.ignored], unknownPlugins: [...this.unknownPlugins] };
  }
}

/** What every part of the translation shares. */
export interface TranslationContext {
  /** The site folder, which paths in the config are relative to. */
  root: string;
  /** The config file, relative to the site, for errors. */
  file: string;
  log: TranslationLog;
}

/** Turns the value of one Docusaurus option, found at key path `at`, into the value of Lectern's option of the same name. */
export type Rule = (value: unknown, at: string) => unknown;

export const asWritten: Rule = (value) => value;

/**
 * Lectern's options from a Docusaurus options object: each key `rules` names is carried over through its
 * rule, every other key is logged as ignored. Carried keys are logged as applied unless the caller logs
 * the object as a whole (a navbar item is applied as part of `items`). Keys set to undefined count as unset.
 */
export function carry(raw: Raw, at: string, rules: Record<string, Rule>, log: TranslationLog, logApplied = true): Raw {
  const out: Raw = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const path = at ? `${at}.${key}` : key;
    const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (!rule) {
      log.ignore(path);
      continue;
    }
    out[key] = rule(value, path);
    if (logApplied) log.apply(path);
  }
  return out;
}

/**
 * A rule carrying an object-valued option key by key (see `carry`), its own keys logged as applied only
 * when asked; any other value is passed on for the schema to judge.
 */
export function nested(rules: Record<string, Rule>, log: TranslationLog, logApplied = false): Rule {
  return (value, at) => (isRaw(value) ? carry(value, at, rules, log, logApplied) : value);
}

/** Rules that carry each of `keys` as written. */
export function asWrittenRules(keys: readonly string[]): Record<string, Rule> {
  return Object.fromEntries(keys.map((key) => [key, asWritten]));
}

/** Logs each option of a plugin Lectern stands in for but cannot configure as ignored (the value itself when it is not an object). */
export function ignoreOptions(value: unknown, at: string, log: TranslationLog): void {
  if (isRaw(value)) carry(value, at, {}, log);
  else if (value !== undefined) log.ignore(at);
}
