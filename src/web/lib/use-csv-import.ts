import { useState, type ChangeEvent } from 'react';

/** A file the staff chose or pasted, with what the preview calls it (its name, or "the pasted rows"). */
export interface ChosenCsv {
  csv: string;
  source: string;
}

/** The import call as both of its uses make it: a preview (`dryRun`) and the import itself. */
interface CsvImportCall {
  mutate(variables: { csv: string; dryRun: boolean }, options?: { onSuccess?: () => void }): void;
  reset(): void;
  isPending: boolean;
}

/**
 * A spreadsheet import's steps, whatever it imports: a chosen or pasted file is previewed at once (the last import's
 * answer forgotten), and imported all or nothing when confirmed; choosing the same file again reads it again.
 */
export function useCsvImport<Call extends CsvImportCall>(preview: Call, commit: Call, pastedSource: string) {
  const [chosen, setChosen] = useState<ChosenCsv | null>(null);
  const [pasted, setPasted] = useState('');
  const [fileFailed, setFileFailed] = useState(false);

  const read = (file: ChosenCsv) => {
    setChosen(file);
    setFileFailed(false);
    commit.reset();
    preview.mutate({ csv: file.csv, dryRun: true });
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    try {
      read({ csv: await file.text(), source: file.name });
    } catch {
      setFileFailed(true);
    } finally {
      // Choosing the same file again after fixing it reads it again.
      input.value = '';
    }
  };

  const importNow = () => {
    if (!chosen || commit.isPending) return;
    commit.mutate({ csv: chosen.csv, dryRun: false }, { onSuccess: () => preview.reset() });
  };

  return {
    chosen,
    pasted,
    setPasted,
    fileFailed,
    chooseFile,
    previewPasted: () => read({ csv: pasted, source: pastedSource }),
    /** What the import's steps show: the file, its preview and import, and the import's start. */
    steps: { chosen, preview, commit, onImport: importNow },
  };
}
