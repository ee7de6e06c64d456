/** "Edit this page" links: Docusaurus's string form (base + content folder + file) and its function form. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { blogEditUrl, docEditUrl, type EditSource } from '../src/plugins/edit-url.ts';
import { BuildError } from '../src/util/errors.ts';

const versioned: EditSource = { dir: 'versioned_docs/version-2.1', path: 'learn/01-install.md', permalink: '/base/docs/learn/install/', locale: 'en-GB' };

test('a string is the base the content folder and the file are appended to, with one slash between parts', () => {
  assert.is(docEditUrl('https://git.example/edit/main/website/', '2.1', versioned), 'https://git.example/edit/main/website/versioned_docs/version-2.1/learn/01-install.md');
  assert.is(docEditUrl('https://git.example/edit/main', 'current', { ...versioned, dir: 'docs' }), 'https://git.example/edit/main/docs/learn/01-install.md');
  assert.is(blogEditUrl('https://git.example/edit/main/', { dir: 'blog', path: '2024/03-10-launch/index.mdx', permalink: '/blog/launch/', locale: 'en' }), 'https://git.example/edit/main/blog/2024/03-10-launch/index.mdx');
});

test("a function is asked with Docusaurus's parameters and its answer is used as it is; none means no link", () => {
  const asked: unknown[] = [];
  const url = docEditUrl((p) => (asked.push(p), `https://x.example/${p.version}/${p.docPath}`), '2.1', versioned);
  assert.is(url, 'https://x.example/2.1/learn/01-install.md');
  assert.equal(asked, [{ version: '2.1', versionDocsDirPath: 'versioned_docs/version-2.1', docPath: 'learn/01-install.md', permalink: '/base/docs/learn/install/', locale: 'en-GB' }]);
  assert.is(blogEditUrl(({ blogDirPath, blogPath, permalink, locale }) => `${blogDirPath}|${blogPath}|${permalink}|${locale}`, { dir: 'blog', path: 'a.md', permalink: '/blog/a/', locale: 'fr' }), 'blog|a.md|/blog/a/|fr');
  assert.is(docEditUrl(() => undefined, 'current', versioned), undefined);
  assert.is(docEditUrl(undefined, 'current', versioned), undefined);
});

test('a function that throws is an error naming the file', () => {
  try {
    docEditUrl(() => {
      throw new Error('no branch');
    }, '2.1', versioned);
    assert.unreachable();
  } catch (err) {
    assert.instance(err, BuildError);
    assert.equal([(err as BuildError).location?.file, /no branch/.test((err as BuildError).message)], ['versioned_docs/version-2.1/learn/01-install.md', true]);
  }
});

test.run();
