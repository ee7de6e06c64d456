import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ResolvedDocsOptions } from '../../config/types.ts';
import { parseUserJson } from '../../util/user-json.ts';
import { BuildError } from '../../util/errors.ts';
import { joinUrl } from '../url.ts';
import type { DocVersion } from './types.ts';

/** The versioning files sit beside the docs folder: the site root for a Docusaurus layout. */
function versioningPrefix(opts: ResolvedDocsOptions): string {
  const beside = dirname(opts.path);
  return `${beside === '.' ? '' : beside + '/'}${opts.id === 'default' ? '' : `${opts.id}_`}`;
}

export function versionsFileOf(opts: ResolvedDocsOptions): string {
  return `${versioningPrefix(opts)}versions.json`;
}

export function versionedDocsDir(opts: ResolvedDocsOptions, name: string): string {
  return `${versioningPrefix(opts)}versioned_docs/version-${name}`;
}

export function versionedSidebarsFile(opts: ResolvedDocsOptions, name: string): string {
  return `${versioningPrefix(opts)}versioned_sidebars/version-${name}-sidebars.json`;
}

/** The names in versions.json, newest first; none when the file is absent. */
export function readVersionNames(root: string, opts: ResolvedDocsOptions): string[] {
  const file = versionsFileOf(opts);
  if (!existsSync(join(root, file))) return [];
  const names = parseUserJson(readFileSync(join(root, file), 'utf8'), file, 'versions.json must be a JSON array of version names, newest first');
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && n !== '')) {
    throw new BuildError('versions.json must be a JSON array of version names', { file }, 'write it like ["2.0", "1.0"], newest first');
  }
  return names as string[];
}

/**
 * Every version the docs plugin builds, current first. The last version (the newest released one
 * unless `lastVersion` says otherwise) is served at the base path; current at `next/`; others at
 * their name. Config can relabel and move each one.
 */
export function readVersions(root: string, opts: ResolvedDocsOptions): DocVersion[] {
  const names = readVersionNames(root, opts);
  const all = ['current', ...names];
  const where = { file: versionsFileOf(opts) };
  for (const name of names) {
    const dir = versionedDocsDir(opts, name);
    if (!existsSync(join(root, dir)) || !statSync(join(root, dir)).isDirectory()) {
      throw new BuildError(`version "${name}" is listed in versions.json but its docs folder ${dir} is missing`, where, `restore ${dir} or remove "${name}" from versions.json`);
    }
  }
  const known = (option: string, name: string) => {
    if (!all.includes(name)) throw new BuildError(`docs option ${option} names the unknown version "${name}"`, { file: 'site.config.ts' }, `available versions: ${all.join(', ')}`);
  };
  const lastVersion = opts.lastVersion ?? names[0] ?? 'current';
  known('lastVersion', lastVersion);
  for (const name of Object.keys(opts.versions)) known('versions', name);
  for (const name of opts.onlyIncludeVersions ?? []) known('onlyIncludeVersions', name);
  const base = joinUrl(opts.routeBasePath);
  return all
    .filter((name) => !opts.onlyIncludeVersions || opts.onlyIncludeVersions.includes(name))
    .map((name): DocVersion => {
      const custom = opts.versions[name];
      const segment = custom?.path ?? (name === lastVersion ? '' : name === 'current' ? 'next' : name);
      const sidebarsFile = name === 'current' ? opts.sidebarPath || undefined : existsSync(join(root, versionedSidebarsFile(opts, name))) ? versionedSidebarsFile(opts, name) : undefined;
      return {
        name,
        label: custom?.label ?? (name === 'current' ? 'Next' : name),
        isLast: name === lastVersion,
        path: joinUrl(base, segment),
        contentDir: name === 'current' ? opts.path : versionedDocsDir(opts, name),
        sidebarsFile,
        noIndex: custom?.noIndex ?? false,
      };
    });
}
