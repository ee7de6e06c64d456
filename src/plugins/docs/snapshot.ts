import { cpSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadUserModule } from '../../config/module-loader.ts';
import type { SiteConfig } from '../../config/types.ts';
import { BuildError } from '../../util/errors.ts';
import { readVersionNames, versionedDocsDir, versionedSidebarsFile, versionsFileOf } from './versions.ts';

/** What `site docs:version` created, for its message. */
export interface VersionSnapshot {
  docsDir: string;
  sidebarsFile?: string;
  versionsFile: string;
}

/**
 * Freezes the current docs of one instance as version `name`, like Docusaurus's `docs:version`:
 * copies the docs folder to versioned_docs/, the sidebars to versioned_sidebars/ (as JSON, so the
 * snapshot no longer depends on code), and puts the name first in versions.json. Refuses to overwrite.
 */
export async function snapshotVersion(config: SiteConfig, name: string, pluginId = 'default'): Promise<VersionSnapshot> {
  const opts = config.docs.find((d) => d.id === pluginId);
  if (!opts) throw new BuildError(`there is no docs instance with the id "${pluginId}"`, { file: config.configFile ?? 'site.config.ts' }, `docs instances: ${config.docs.map((d) => d.id).join(', ') || '(none)'}`);
  if (!/^[\w.-]+$/.test(name) || name === 'current' || name === '.' || name === '..') {
    throw new BuildError(`"${name}" is not a usable version name`, undefined, 'use letters, digits, dots, dashes or underscores, such as 2.1 or 3.0.0-beta.1; "current" is reserved');
  }
  const root = config.root;
  const names = readVersionNames(root, opts);
  const versionsFile = versionsFileOf(opts);
  if (names.includes(name)) throw new BuildError(`version "${name}" already exists`, { file: versionsFile }, 'choose a new version name; an existing snapshot is never overwritten');
  const docsDir = versionedDocsDir(opts, name);
  if (existsSync(join(root, docsDir))) throw new BuildError(`${docsDir} already exists`, { file: docsDir }, 'move it away first; an existing folder is never overwritten');
  if (!existsSync(join(root, opts.path))) throw new BuildError(`the docs folder ${opts.path} does not exist`, { file: config.configFile ?? 'site.config.ts' }, 'create it or fix the docs `path` option');

  let sidebarsJson: string | undefined;
  if (opts.sidebarPath) {
    const file = opts.sidebarPath;
    const mod = file.endsWith('.json') ? undefined : await loadUserModule(root, join(root, file));
    sidebarsJson = mod ? JSON.stringify(mod.default, null, 2) + '\n' : undefined;
  }
  // Copy into a temporary folder and rename, so an interrupted copy never looks like a version.
  const staging = `${join(root, docsDir)}.partial-${process.pid}`;
  cpSync(join(root, opts.path), staging, { recursive: true });
  mkdirSync(dirname(join(root, docsDir)), { recursive: true });
  renameSync(staging, join(root, docsDir));
  let sidebarsFile: string | undefined;
  if (opts.sidebarPath) {
    sidebarsFile = versionedSidebarsFile(opts, name);
    mkdirSync(dirname(join(root, sidebarsFile)), { recursive: true });
    if (sidebarsJson !== undefined) writeFileSync(join(root, sidebarsFile), sidebarsJson);
    else cpSync(join(root, opts.sidebarPath), join(root, sidebarsFile));
  }
  writeFileSync(join(root, versionsFile), JSON.stringify([name, ...names], null, 2) + '\n');
  return { docsDir, sidebarsFile, versionsFile };
}
