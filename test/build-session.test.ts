import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from '../src/build/build.ts';
import { newSession } from '../src/build/session.ts';
import { TaskPool } from '../src/pool/pool.ts';
import { assertSameTree, editFile, fixtureCopies, snapshot } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/keys-site/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'build-session');
const pool = new TaskPool(2);
test.after(async () => {
  sites.cleanup();
  await pool.close();
});

async function cleanBuildOf(root: string) {
  const copy = sites.copy('clean', root);
  await build({ root: copy, clean: true, pool });
  const tree = snapshot(copy);
  rmSync(copy, { recursive: true, force: true });
  return tree;
}

test('a session keeps what its builds committed, and reads the cache again once another build wrote it', async () => {
  const root = sites.copy('site');
  const session = newSession();
  const notices: string[] = [];
  const notice = (m: string) => notices.push(m);
  await build({ root, pool, session, notice });
  assert.ok(session.generation && session.output && session.inputs, 'the committed state is kept');

  editFile(root, 'docs/intro.md', (t) => `${t}\nA first edit.\n`);
  const inSession = await build({ root, pool, session, notice });
  assert.is(inSession.routes.rendered, 1);

  // Another build (the CLI, say) writes the same cache: the session's rows are now behind it.
  editFile(root, 'docs/extra.md', (t) => `${t}\nAn edit built elsewhere.\n`);
  await build({ root, pool, notice });
  editFile(root, 'docs/markup.md', (t) => `${t}\nA second edit.\n`);
  const after = await build({ root, pool, session, notice });
  assert.equal(notices, [], 'the output folder is not taken for changed by hand');
  assert.is(after.routes.rendered, 1, 'only the edited page renders');
  assertSameTree(snapshot(root), await cleanBuildOf(root), 'after a build outside the session');

  // A build with nothing to do still moves the cache on when it records stats: the session follows.
  const noChange = await build({ root, pool, session, notice });
  assert.is(noChange.routes.rendered, 0);
  editFile(root, 'docs/intro.md', (t) => `${t}\nA third edit.\n`);
  assert.is((await build({ root, pool, session, notice })).routes.rendered, 1);
  assertSameTree(snapshot(root), await cleanBuildOf(root), 'after the last edit');
});

test.run();
