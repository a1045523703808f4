import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { idx: number; when: number; tag: string }[] };

describe('the migration journal', () => {
  it('gives every migration a later time than the one before it, which is when drizzle applies it', () => {
    const outOfOrder = journal.entries.filter(
      (entry, at) => at > 0 && entry.when <= journal.entries[at - 1]!.when,
    );
    expect(outOfOrder.map((entry) => entry.tag)).toEqual([]);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, at) => at));
  });
});
