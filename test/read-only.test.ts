import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { BuildError } from '../src/util/errors.ts';

// A folder the build may not write to gives one line naming it and what to do, not a stack. Root may
// write anywhere a mode forbids, so as root the folder is made immutable (chattr +i) instead.

const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));
mkdirSync(TMP, { recursive: true });
const root = mkdtempSync(join(TMP, 'read-only-'));
const AS_ROOT = process.getuid?.() === 0;

function protect(path: string, on: boolean): void {
  if (AS_ROOT) execFileSync('chattr', [on ? '+i' : '-i', path], { stdio: 'ignore' });
  else chmodSync(path, on ? 0o555 : 0o755);
}

/** Whether a folder can be protected here (chattr needs a file system with the immutable flag): else the tests are skipped, and counted so. */
function canProtect(): boolean {
  const probe = mkdtempSync(join(TMP, 'probe-'));
  try {
    protect(probe, true);
    protect(probe, false);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
const it = canProtect() ? test : test.skip;

async function refusal(path: string): Promise<BuildError> {
  protect(path, true);
  try {
    await build({ root });
  } catch (err) {
    return err as BuildError;
  } finally {
    protect(path, false);
  }
  throw new Error(`the build wrote into the protected ${path}`);
}

test.before(async () => {
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'docs/intro.md'), '# Intro\n\nA doc.\n');
  writeFileSync(join(root, 'site.config.ts'), "export default { title: 'Read-only', url: 'https://read-only.example' };\n");
  await build({ root });
});

test.after(() => rmSync(root, { recursive: true, force: true }));

it('a read-only .lectern/: one line naming it, and the fix', async () => {
  const err = await refusal(join(root, '.lectern'));
  assert.instance(err, BuildError);
  assert.match(err.format(), /^cannot write \.lectern\/build\.lock\.\d+: permission denied\n  → make \.lectern\/ writable for this user/);
  assert.not.match(err.format(), /\bat /, 'no stack');
});

it('a site folder where the output cannot be staged: one line naming the folder, and the fix', async () => {
  writeFileSync(join(root, 'docs/intro.md'), '# Intro\n\nA doc, edited.\n');
  const err = await refusal(root);
  assert.instance(err, BuildError);
  assert.match(err.format(), /^cannot write \.build\.lectern-staging-\d+: permission denied\n  → make the site folder writable/);
  assert.ok((await build({ root })).routes.rendered >= 1, 'builds once writable again');
});

test.run();
