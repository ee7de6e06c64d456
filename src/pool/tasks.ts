import type { CompiledDoc, CompileOptions } from '../markdown/types.ts';
import { readInput } from '../scan/read-input.ts';
import { BuildError } from '../util/errors.ts';
import { hashBytes } from '../util/hash.ts';
import type { ShardOutput, ShardIndex } from '../search/index-file.ts';
import type { SearchPage } from '../search/types.ts';
import type { RenderedPage, RenderTask } from '../render/render-page.ts';
import { storeData } from '../render/data-store.ts';
import { outputMatches } from '../build/stamps.ts';
import type { StoredPairs } from '../util/flat-pairs.ts';

export interface CompileJob {
  abs: string;
  /** Site-relative path, for messages. */
  file: string;
  ext: string;
  options: CompileOptions;
  /** The code blocks the file's last compile made with these options (see fence-reuse.ts). */
  fences?: [string, string][];
}

/** A compiled file with the hash of the very bytes compiled, which may differ from the scan's if it was edited since. */
export interface CompileOutcome {
  doc: CompiledDoc;
  sourceHash: string;
}

/** A user error crossing a thread boundary: plain data, rebuilt into a BuildError by the caller. */
export interface TaskError {
  message: string;
  location?: BuildError['location'];
  hint?: string;
  user: boolean;
  /** Thrown by a component during render: shown as a user error once the route is known. */
  rendering?: boolean;
  stack?: string;
}

export type TaskRequest =
  | { type: 'compile'; job: CompileJob }
  | { type: 'render'; task: RenderTask; data: Record<string, unknown> }
  | { type: 'preload'; serverFile: string }
  | { type: 'searchShard'; pages: Uint8Array[]; output: ShardOutput }
  | { type: 'checkOutput'; outDir: string; stamps: StoredPairs; claims: Int32Array };
export type TaskResult = { ok: true; value: CompileOutcome | RenderedPage | ShardIndex | string | boolean } | { ok: false; error: TaskError };

/** The work a worker (or, for small builds, the main thread) does; the same code runs in both places. */
export async function runTask(request: TaskRequest): Promise<TaskResult> {
  try {
    if (request.type === 'compile') {
      // Loaded on the first compile, so a worker that only renders never loads the Markdown pipeline.
      const { compileSource, decodeUtf8 } = await import('../markdown/compile.ts');
      const { job } = request;
      const bytes = readInput(job.abs, job.file);
      const outcome: CompileOutcome = { doc: await compileSource(decodeUtf8(bytes, job.file), job.ext, job.options, job.file, job.fences && new Map(job.fences)), sourceHash: hashBytes(bytes) };
      return { ok: true, value: outcome };
    }
    if (request.type === 'checkOutput') return { ok: true, value: outputMatches(request.outDir, request.stamps, request.claims) };
    if (request.type === 'searchShard') {
      const { writeShardIndex } = await import('../search/index-file.ts');
      return { ok: true, value: writeShardIndex(request.pages.map((bytes) => JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as SearchPage), request.output) };
    }
    if (request.type === 'render') storeData(request.data);
    // The renderer (and the HTML parser it reads sections with) loads on the first render or preload:
    // a build that only compiles one file inline never pays for it.
    const { loadBundle, renderPage } = await import('../render/render-page.ts');
    if (request.type === 'preload') {
      await loadBundle(request.serverFile);
      return { ok: true, value: '' };
    }
    return { ok: true, value: await renderPage(request.task) };
  } catch (err) {
    if (err instanceof BuildError) return { ok: false, error: { message: err.message, location: err.location, hint: err.hint, user: true } };
    // A throw while rendering comes from a component (often the site's own), so it is reported like bad
    // input: its message and the component, without engine frames. A compile throw is an engine bug.
    if (request.type === 'render') return { ok: false, error: renderFailure(err) };
    return { ok: false, error: { message: (err as Error).stack ?? String(err), user: false } };
  }
}


function renderFailure(err: unknown): TaskError {
  const message = err instanceof Error ? err.message : String(err);
  const component = err instanceof Error ? /\n\s+at (?:new )?([A-Z][\w$]*) \(/.exec(err.stack ?? '')?.[1] : undefined;
  const where = component ? `the component <${component}> threw it` : 'a component threw it';
  return { message, hint: `${where} while rendering; set LECTERN_DEBUG=1 to print the stack`, user: false, rendering: true, stack: err instanceof Error ? err.stack : undefined };
}
