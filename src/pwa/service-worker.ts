import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Staging } from '../build/staged-file.ts';
import type { ResolvedPwaOptions, SiteConfig } from '../config/types.ts';
import { DEFAULT_FAVICONS } from '../render/default-favicons.ts';
import { BuildError } from '../util/errors.ts';
import { fileSizes } from './file-sizes.ts';
import { SERVICE_WORKER_FILE } from './files.ts';
import { planPrecache, type PageFiles } from './precache.ts';
import { serviceWorkerTemplate } from './sw-template.ts';

/** What the build hands the service worker step, after every other output file is known. */
export interface ServiceWorkerStep {
  config: SiteConfig;
  /** `site watch`: no worker is registered there. */
  dev: boolean;
  /** Every output file of this build → its content hash. */
  outputs: ReadonlyMap<string, string>;
  /** Every route's files. */
  pages: PageFiles[];
  outDir: string;
  /** Where this build's new and changed files wait (the others are still in `outDir`). */
  staging: Staging;
  emitText(file: string, text: string): void;
  warnings: string[];
}

/** The precache of a build, for its report. */
export interface PwaReport {
  precachedFiles: number;
  precachedBytes: number;
  /** Pages past the budget: cached when first visited, network first. */
  runtimePages: number;
}

/**
 * The watch build's sw.js: a worker a built site left on this origin updates to this one (browsers check
 * on every navigation), which clears the caches, unregisters and reloads the open pages, so `site watch`
 * shows live files rather than a cached build.
 */
const REMOVE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  for (const key of await caches.keys()) if (/^(workbox-precache|lectern-)/.test(key)) await caches.delete(key);
  await self.registration.unregister();
  for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
})()));
`;

/** Where src/pwa/worker/sw.ts reads the pages past the budget, filled as Workbox fills `self.__WB_MANIFEST`. */
const RUNTIME_PAGES_POINT = 'self.__LECTERN_RUNTIME_PAGES';

/** The worker with the URLs of the pages past the budget, so offline it tells them from addresses that are no page. */
function injectRuntimePages(worker: string, urls: string[]): string {
  const parts = worker.split(RUNTIME_PAGES_POINT);
  if (parts.length !== 2) throw new Error(`Invariant failed: the worker template holds ${RUNTIME_PAGES_POINT} ${parts.length - 1} times, not once`);
  return parts.join(JSON.stringify(urls));
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Site files among the manifest's icons (absolute URLs are the author's business); each must exist. */
function iconFiles(pwa: ResolvedPwaOptions, step: ServiceWorkerStep): string[] {
  const files: string[] = [];
  pwa.manifest.icons.forEach((icon, i) => {
    if (!icon.src.startsWith('/')) return;
    const file = decodeURI(icon.src.slice(1));
    if (!step.outputs.has(file)) throw new BuildError(`pwa.manifest.icons[${i}].src "${icon.src}" is not a file of the built site`, { file: step.config.configFile ?? 'site.config.ts' }, 'put the image in a static folder (e.g. static/img/) or correct the path');
    files.push(file);
  });
  const sized = (n: number) => pwa.manifest.icons.some((icon) => icon.sizes.split(' ').includes(`${n}x${n}`));
  if (!sized(192) || !sized(512)) step.warnings.push('pwa: the web app manifest lacks a 192x192 or a 512x512 icon, so browsers will not offer to install the site (pwa.manifest.icons)');
  return files;
}

/** The favicon and the navbar and footer logos, as files of this build: every page shows them, offline too. */
function pageImageFiles(step: ServiceWorkerStep): string[] {
  const { favicon, themeConfig } = step.config;
  const icons = (favicon !== undefined ? [favicon] : DEFAULT_FAVICONS.map((icon) => icon.path)).map((path) => path.replace(/^\//, ''));
  const logos = [themeConfig.navbar.logo, themeConfig.footer.logo]
    .flatMap((logo) => (logo ? [logo.src, logo.srcDark] : []))
    .flatMap((src) => (src?.startsWith('/') ? [decodeURI(src.slice(1))] : []));
  return [...icons, ...logos].filter((file) => step.outputs.has(file));
}

/**
 * Writes `sw.js`: the worker's bundled code with this build's precache manifest injected by
 * workbox-build. The manifest is a function of the output files alone (paths, content hashes, sizes), so
 * an unchanged site gives byte-identical sw.js, and a new build re-downloads only the files that changed.
 */
export async function writeServiceWorker(pwa: ResolvedPwaOptions, step: ServiceWorkerStep): Promise<PwaReport | undefined> {
  const { config } = step;
  const configFile = config.configFile ?? 'site.config.ts';
  if (step.outputs.has(SERVICE_WORKER_FILE)) throw new BuildError(`another file would be written to ${SERVICE_WORKER_FILE}, where the service worker goes`, { file: configFile }, `remove ${SERVICE_WORKER_FILE} from the static folders; the pwa options configure the worker`);
  if (step.dev) {
    step.emitText(SERVICE_WORKER_FILE, REMOVE_WORKER);
    return undefined;
  }
  const sizes = fileSizes(config.root, step.outputs, step.staging, step.outDir);
  const plan = planPrecache(step.outputs, step.pages, sizes.sizeOf, { baseUrl: config.baseUrl, budget: pwa.precacheBudget, maximumFileSize: pwa.maximumFileSizeToCacheInBytes, shellImages: [...iconFiles(pwa, step), ...pageImageFiles(step)] });
  if (plan.oversized.length) {
    const list = plan.oversized.map((f) => `${f.file} (${mib(f.size)})`).join(', ');
    throw new BuildError(`the service worker cannot precache files the site needs offline: larger than pwa.maximumFileSizeToCacheInBytes (${mib(pwa.maximumFileSizeToCacheInBytes)}): ${list}`, { file: configFile }, 'raise pwa.maximumFileSizeToCacheInBytes above the largest of them');
  }
  if (plan.coreBytes > pwa.precacheBudget) step.warnings.push(`pwa: scripts, styles and shared data alone take ${mib(plan.coreBytes)}, over pwa.precacheBudget (${mib(pwa.precacheBudget)}): no page is precached`);
  if (plan.pages.runtime) step.warnings.push(`pwa: ${plan.pages.runtime} of ${plan.pages.runtime + plan.pages.precached} pages are past pwa.precacheBudget (${mib(pwa.precacheBudget)}); they are cached when first visited`);
  if (plan.runtimeFiles) step.warnings.push(`pwa: ${plan.runtimeFiles} other files (search indexes, images) are past pwa.precacheBudget or pwa.maximumFileSizeToCacheInBytes; they are cached when first used`);

  const template = await serviceWorkerTemplate(config.root);
  // The module alone: the package's index also loads generateSW's bundler (~1.3 s against ~0.2 s).
  const { injectManifest } = await import('workbox-build/build/inject-manifest.js');
  const dir = join(config.root, '.lectern', 'pwa', 'out');
  mkdirSync(dir, { recursive: true });
  const swDest = join(dir, SERVICE_WORKER_FILE);
  const result = await injectManifest({
    swSrc: template,
    swDest,
    globDirectory: dir,
    // Lectern lists the files itself: it knows their hashes already, and it applies the size limit above,
    // where a needed file fails the build instead of being dropped from the precache.
    globPatterns: [],
    additionalManifestEntries: plan.entries.map(({ url, revision }) => ({ url, revision })),
  });
  step.warnings.push(...result.warnings.map((w) => `pwa: ${w}`));
  step.emitText(SERVICE_WORKER_FILE, injectRuntimePages(readFileSync(swDest, 'utf8'), plan.runtimePageUrls));
  sizes.save();
  return { precachedFiles: result.count, precachedBytes: plan.bytes, runtimePages: plan.pages.runtime };
}
