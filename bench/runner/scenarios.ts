// The seven benchmark scenarios, in the order they run. Each `prepare` leaves the corpus ready
// for the timed build and says what it did; the previous timed build has already left it built.
import type { CorpusManifest } from '../corpus/manifest.ts';
import { addDoc, appendSentence, deleteDoc, editThemeText, editTitle } from './corpus-edits.ts';
import type { SiteCli } from './site-cli.ts';
import type { ScenarioKey } from './types.ts';

export type Scenario = {
  key: ScenarioKey;
  name: string;
  /** Whether the timed build passes --clean. */
  clean: boolean;
  prepare(run: number): Promise<string>;
};

/** Spreads runs over the list (a large prime stride) so consecutive runs touch unrelated files. */
function spreadPick<T>(items: readonly T[], run: number, offset: number): T {
  return items[(offset + run * 7919) % items.length];
}

export function planScenarios(root: string, manifest: CorpusManifest, cli: SiteCli, runs: number): Scenario[] {
  const { docFiles, docFolders, unlinkedDocFiles, themeComponentFile } = manifest;
  if (unlinkedDocFiles.length < runs) {
    throw new Error(`The corpus has ${unlinkedDocFiles.length} unlinked docs, too few to delete a different one in each of ${runs} runs`);
  }
  return [
    {
      key: 'clean', name: 'clean build', clean: true,
      prepare: async () => {
        await cli.clear();
        return 'cleared cache and output';
      },
    },
    { key: 'noChange', name: 'no-change rebuild', clean: false, prepare: async () => 'no change' },
    {
      key: 'bodyEdit', name: 'one doc body edited', clean: false,
      prepare: async (run) => {
        const file = spreadPick(docFiles, run, 11);
        await appendSentence(root, file, run);
        return `appended a sentence to ${file}`;
      },
    },
    {
      key: 'titleEdit', name: 'one doc title edited', clean: false,
      prepare: async (run) => {
        const file = spreadPick(docFiles, run, 503);
        await editTitle(root, file, run);
        return `changed the title of ${file}`;
      },
    },
    {
      key: 'themeEdit', name: 'theme component edited', clean: false,
      prepare: async (run) => {
        await editThemeText(root, themeComponentFile, run);
        return `changed the text in ${themeComponentFile}`;
      },
    },
    {
      key: 'docAdded', name: 'doc added', clean: false,
      prepare: async (run) => {
        // A corpus of only docs/intro.md has no folders; fall back to docs/ itself.
        const folder = docFolders.length > 0 ? spreadPick(docFolders, run, 3) : 'docs';
        return `added ${await addDoc(root, folder, run)}`;
      },
    },
    {
      key: 'docDeleted', name: 'doc deleted', clean: false,
      prepare: async (run) => {
        await deleteDoc(root, unlinkedDocFiles[run]);
        return `deleted ${unlinkedDocFiles[run]}`;
      },
    },
  ];
}
