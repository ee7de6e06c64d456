import type { Metafile, OutputFile } from 'esbuild';
import { basename, dirname, join } from 'node:path';
import { hashParts } from '../util/hash.ts';

/** An output the client build names `[name].[hash]` (scripts, stylesheets and their linked licence files). */
const HASHED = /^(.+)\.([A-Z0-9]{8})(\.(?:js|css)(?:\.LEGAL\.txt)?)$/;

/** Length of the hashes this module gives: 40 bits, as many as esbuild's own. */
const NAME_HASH_LENGTH = 10;

/** The client build's outputs under their new names, and its metafile with the same names. */
export interface NamedOutputs {
  files: { path: string; contents: Uint8Array }[];
  metafile: Metafile;
}

/**
 * Renames the client build's scripts and stylesheets by what they hold. esbuild's own `[hash]` covers
 * the absolute paths of a chunk's inputs, so a site moved to another folder (or Lectern installed
 * elsewhere) would get new asset names and every page would change; reading every file through a
 * namespace of location-free names avoided that, at a plugin call per import and per file (two thirds of
 * the client build). Here a name's hash covers the output's bytes with every esbuild hash blanked, and
 * the same of every output it reaches through imports, so a change anywhere below a chunk renames it
 * (import cycles through dynamic imports included).
 */
export function nameByContent(outputs: readonly OutputFile[], metafile: Metafile): NamedOutputs {
  const named = outputs.map((file) => ({ file, match: HASHED.exec(basename(file.path)) }));
  const tokens = [...new Set(named.flatMap(({ match }) => (match ? [match[2]] : [])))];
  if (!tokens.length) return { files: outputs.map((f) => ({ path: f.path, contents: f.contents })), metafile };
  const tokenPattern = new RegExp(`(?<![A-Za-z0-9])(?:${tokens.join('|')})(?![A-Za-z0-9])`, 'g');

  // What each token's files hold with every token blanked, and which other tokens they mention.
  const blanked = new Map<string, string[]>();
  const refs = new Map<string, Set<string>>();
  for (const { file, match } of named) {
    if (!match) continue;
    const [, name, token, ext] = match;
    const mentioned = refs.get(token) ?? refs.set(token, new Set()).get(token)!;
    const text = file.text.replace(tokenPattern, (t) => {
      if (t !== token) mentioned.add(t);
      return '*'.repeat(t.length);
    });
    (blanked.get(token) ?? blanked.set(token, []).get(token)!).push(`${name}\0${ext}\0${text}`);
  }
  const own = new Map([...blanked].map(([token, parts]) => [token, hashParts(parts.sort())]));
  const reached = (token: string): string[] => {
    const seen = new Set([token]);
    const stack = [token];
    while (stack.length) {
      for (const next of refs.get(stack.pop()!) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return [...seen].filter((t) => t !== token).map((t) => own.get(t)!).sort();
  };
  const renamed = new Map(tokens.map((token) => [token, hashParts([own.get(token), ...reached(token)]).slice(0, NAME_HASH_LENGTH)]));
  const rename = (text: string) => text.replace(tokenPattern, (t) => renamed.get(t)!);
  const renamePath = (path: string) => {
    const match = HASHED.exec(basename(path));
    return match ? join(dirname(path), `${match[1]}.${renamed.get(match[2])}${match[3]}`) : path;
  };

  const files = named.map(({ file, match }) => ({ path: renamePath(file.path), contents: match ? Buffer.from(rename(file.text)) : file.contents }));
  const renamedOutputs = Object.fromEntries(
    Object.entries(metafile.outputs).map(([out, meta]) => [
      renamePath(out),
      { ...meta, imports: meta.imports.map((imp) => ({ ...imp, path: renamePath(imp.path) })), ...(meta.cssBundle ? { cssBundle: renamePath(meta.cssBundle) } : {}) },
    ]),
  );
  return { files, metafile: { ...metafile, outputs: renamedOutputs } };
}
