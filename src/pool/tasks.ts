import { compileSource, decodeUtf8 } from '../markdown/compile.ts';
import type { CompiledDoc, CompileOptions } from '../markdown/types.ts';
import { readInput } from '../scan/scan.ts';
import { BuildError } from '../util/errors.ts';
import { renderPage, storeData, type RenderTask } from '../render/render-page.ts';

export interface CompileJob {
  abs: string;
  /** Site-relative path, for messages. */
  file: string;
  ext: string;
  options: CompileOptions;
}

/** A user error crossing a thread boundary: plain data, rebuilt into a BuildError by the caller. */
export interface TaskError {
  message: string;
  location?: BuildError['location'];
  hint?: string;
  user: boolean;
}

export type TaskRequest = { type: 'compile'; job: CompileJob } | { type: 'render'; task: RenderTask; data: Record<string, unknown> };
export type TaskResult = { ok: true; value: CompiledDoc | string } | { ok: false; error: TaskError };

/** The work a worker (or, for small builds, the main thread) does; the same code runs in both places. */
export async function runTask(request: TaskRequest): Promise<TaskResult> {
  try {
    if (request.type === 'compile') {
      const { job } = request;
      const text = decodeUtf8(readInput(job.abs, job.file), job.file);
      return { ok: true, value: await compileSource(text, job.ext, job.options, job.file) };
    }
    storeData(request.data);
    return { ok: true, value: await renderPage(request.task) };
  } catch (err) {
    if (err instanceof BuildError) return { ok: false, error: { message: err.message, location: err.location, hint: err.hint, user: true } };
    return { ok: false, error: { message: (err as Error).stack ?? String(err), user: false } };
  }
}

