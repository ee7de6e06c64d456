import { shardIndexJson } from './src/search/index-file.ts';
import { gzipSync } from 'node:zlib';
const D = (await import('better-sqlite3')).default;
const d = new D('/work/b1k/.lectern/cache.db', { readonly: true });
const shard = JSON.parse(d.prepare("select shard from searchshards where out_dir='build' limit 1 offset 5").pluck().get() as string);
const rows = d.prepare("select path, record from pagesearch where out_dir='build'").raw().all() as [string, string][];
const byPrefix = (p: string) => shard.prefixes.some((x: string) => p.startsWith(x));
const pages = rows.filter(([p]) => byPrefix(p)).map(([, r]) => JSON.parse(r));
const other = rows.filter(([p]) => !byPrefix(p)).slice(0, 10).map(([, r]) => JSON.parse(r));
const mode = process.argv[2];
if (mode === 'warm') { const t = performance.now(); for (let i = 0; i < 1; i++) gzipSync(shardIndexJson(other).json, { level: 7 }); console.log('warmup', (performance.now() - t).toFixed(1)); }
for (let i = 0; i < 2; i++) { const t = performance.now(); const { json } = shardIndexJson(pages); const t1 = performance.now(); gzipSync(json, { level: 7 }); console.log(mode, pages.length, 'pages: index', (t1 - t).toFixed(1), 'gzip', (performance.now() - t1).toFixed(1)); }
