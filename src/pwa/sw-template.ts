import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { frameworkRoot } from '../util/framework-root.ts';
import { hashBytes } from '../util/hash.ts';

/** Every file the bundle was made from, with its hash: the bundle is reused while they all match. */
interface TemplateRecord {
  file: string;
  inputs: Record<string, string>;
}

function current(record: TemplateRecord): boolean {
  return existsSync(record.file) && Object.entries(record.inputs).every(([file, hash]) => existsSync(file) && hashBytes(readFileSync(file)) === hash);
}

/**
 * The service worker's code (src/pwa/worker/sw.ts with the Workbox modules it uses), bundled once and
 * kept under `.lectern/pwa/` until one of its sources changes. It still holds Workbox's injection point,
 * `self.__WB_MANIFEST`, which each build fills with its precache manifest.
 */
export async function serviceWorkerTemplate(root: string): Promise<string> {
  const dir = join(root, '.lectern', 'pwa');
  const recordFile = join(dir, 'template.json');
  if (existsSync(recordFile)) {
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as TemplateRecord;
    if (current(record)) return record.file;
  }
  const { build } = await import('esbuild');
  const fw = frameworkRoot();
  const result = await build({
    entryPoints: [join(fw, 'src/pwa/worker/sw.ts')],
    absWorkingDir: fw,
    bundle: true,
    // A classic worker script: every browser that has service workers runs it.
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    metafile: true,
    outfile: 'sw.js',
    // Workbox's development logging is compiled out.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const text = result.outputFiles[0].text;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `sw-template-${hashBytes(text).slice(0, 16)}.js`);
  writeFileSync(file, text);
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((input) => [resolve(fw, input), hashBytes(readFileSync(resolve(fw, input)))]));
  writeFileSync(recordFile, JSON.stringify({ file, inputs } satisfies TemplateRecord));
  return file;
}
