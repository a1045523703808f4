import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'test', 'e2e', 'scripts'];
const SKIPPED = new Set([
  // Migrations keep the names each one was written with.
  'src/server/db/migrations',
  // Rows inserted into a database built from the migrations before the renaming, in that schema's names.
  'test/integration/seller-identity-migration.test.ts',
  // This file names what it looks for.
  'scripts/one-name-per-thing.test.ts',
]);

/**
 * The older names that stay because they are on the wire (cart attributes, API fields and filters, the store's
 * own payloads and the CSV export's headers) or are screen texts the specification fixes. docs/architecture.md
 * lists each with whose it is.
 */
const WIRE_AND_SPEC_NAMES = [
  /\bstudent_(name|email)\b/g,
  /%5Bstudent_name%5D/g,
  /\bstudent(Name|Email)\b/g,
  /\bcustomer(Name|FirstName|LastName|Email)\b/g,
  /\bcustomer(\??\.|\??: |:$| \{|")/gm,
  /\.customer\b/g,
  /"customer"/g,
  /\bcustomer_(locale|id)\b|\bnotify_customer\b|customers\/(create|redact|data_request)|shopify\/Customer\//g,
  /'Customer (Login|Name|First Name|Last Name|Email)'|'Customer'/g,
  /'Student (Information|Name)'|'Students with orders'|'Student name (is missing|format is invalid)'/g,
  // The group setting `sellerSignIn`: 'students' sign in with the group code, or 'families'.
  /'students'|`students`|\bstudents or families\b/g,
];

const OLD_NAMES = /participant|student|customer/i;

function filesUnder(relative: string): string[] {
  if (SKIPPED.has(relative)) return [];
  const full = path.join(ROOT, relative);
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(child);
    return /\.(ts|tsx|mjs|css|html)$/.test(entry.name) && !SKIPPED.has(child) ? [child] : [];
  });
}

describe('one name per thing', () => {
  it('the seller and the buyer are called so everywhere but on the wire and in migrations', () => {
    const files = FOLDERS.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(300);
    const offending: string[] = [];
    for (const file of files) {
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const rest = WIRE_AND_SPEC_NAMES.reduce((text, name) => text.replace(name, ''), line);
          if (OLD_NAMES.test(rest)) offending.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offending).toEqual([]);
  });
});
