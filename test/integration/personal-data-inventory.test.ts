import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { freshDatabase } from '../support/test-app.js';

/**
 * The personal-data inventory of docs/privacy.md, checked against the migrated schema. A column holds personal data
 * when its name says so (PERSONAL_COLUMN_NAMES) or when it is JSON or a text array, which may hold anything; each
 * such column of the public schema must be named in one of the doc's sections about people, unless it is listed in
 * NOT_PERSONAL with its reason. Every column the doc names must exist, and every table must be either in a section
 * about people or in "Holding no personal data", so a new table or column is classified before it ships.
 */

const DOC_URL = new URL('../../docs/privacy.md', import.meta.url);
const NO_PERSONAL_DATA = 'Holding no personal data';

/**
 * Column names that say they hold something about a person: names (`name`, `*_name`, `*_initials`), ways to reach
 * someone (e-mail, address, phone, city, province, zip, country, contact), what is made from them (`*_search`),
 * a check's payer, and free text anyone may write a person into (notes, reasons, details, messages, bodies,
 * subjects, headers, descriptions, `*_text`, `*_error`).
 */
const PERSONAL_COLUMN_NAMES = [
  /(^|_)name$/,
  /_initials$/,
  /(^|_)email$/,
  /(^|_)address\d?$/,
  /(^|_)phone$/,
  /(^|_)(city|province|zip|country)$/,
  /(^|_)contact(_|$)/,
  /_search$/,
  /^payer(_|$)/,
  /(^|_)notes?$/,
  /(^|_)reason$/,
  /(^|_)details$/,
  /(^|_)message$/,
  /(^|_)body$/,
  /^subject$/,
  /^headers$/,
  /(^|_)description$/,
  /_text$/,
  /_error$/,
];

/** Columns whose names match PERSONAL_COLUMN_NAMES but that hold nothing about a person. */
const NOT_PERSONAL: Record<string, string> = {
  'campaigns.name': "a sale's name, chosen by staff",
  'campaign_products.name': 'a product of the catalogue',
  'groups.name': 'the group: a school, a club',
  'groups.organization_name': 'the organization that issues the donation receipts',
  'teams.name': 'a class or team as staff name it (its teacher is `teams.leader_name`)',
  'order_items.product_name': 'a product as the store names it',
  'report_product_days.product_name': 'a product as the store names it',
  'orders.campaign_name': 'the campaign the order was credited to, a copy of `campaigns.name`',
  'order_attribution_changes.from_campaign_name': 'a campaign, as `orders.campaign_name`',
  'order_attribution_changes.to_campaign_name': 'a campaign, as `orders.campaign_name`',
  'mail_messages.from_address': "the portal's own sender, MAIL_FROM",
  'money_changes.subject': "which record changed: 'turn_in' or 'deposit'",
  'reconciliation_runs.message':
    "why a run failed: the store's or the database's error, naming orders by store id",
};

interface SchemaColumn {
  table: string;
  column: string;
  dataType: string;
  udtName: string;
}

interface Inventory {
  /** `table.column` named in a section about people. */
  personal: Set<string>;
  /** Tables listed under "Holding no personal data". */
  noPersonalTables: Set<string>;
  /** Every `table.column` the doc names, in any section. */
  named: Set<string>;
}

const QUALIFIED = /^([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)$/;
const SHORTHAND = /^\.([a-z][a-z0-9_]*)$/;
const BARE = /^[a-z][a-z0-9_]*$/;

/**
 * The `table.column` references of one table cell or paragraph, as the doc writes them: `table.column` names a
 * column and its table; after it, `.column` and a bare `column` are further columns of that table.
 */
function referencesIn(text: string): { qualified: string[]; bare: string[] } {
  const qualified: string[] = [];
  const bare: string[] = [];
  let table: string | undefined;
  for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
    const full = QUALIFIED.exec(span!);
    const short = SHORTHAND.exec(span!) ?? (BARE.test(span!) ? [span!, span!] : null);
    if (full) {
      table = full[1];
      qualified.push(span!);
    } else if (short && table) {
      qualified.push(`${table}.${short[1]}`);
    } else if (BARE.test(span!)) {
      bare.push(span!);
    }
  }
  return { qualified, bare };
}

/** The cells of a table's rows (header and separator left out) and the paragraphs of the text around them. */
function blocksOf(body: string): { cells: string[]; paragraphs: string[] } {
  const cells: string[] = [];
  const paragraphs: string[] = [];
  const rows = body.split('\n').filter((line) => line.startsWith('|'));
  for (const row of rows.slice(2)) cells.push(row.split('|')[1]!);
  const prose = body
    .split('\n')
    .filter((line) => !line.startsWith('|'))
    .join('\n');
  paragraphs.push(...prose.split(/\n\s*\n/));
  return { cells, paragraphs };
}

function parseInventory(doc: string): Inventory {
  const inventory: Inventory = { personal: new Set(), noPersonalTables: new Set(), named: new Set() };
  const sections = doc.split(/^## /m).slice(1);
  for (const section of sections) {
    const [heading, ...lines] = section.split('\n');
    const { cells, paragraphs } = blocksOf(lines.join('\n'));
    if (heading!.trim() === NO_PERSONAL_DATA) {
      for (const paragraph of paragraphs) {
        const { qualified, bare } = referencesIn(paragraph);
        qualified.forEach((column) => inventory.named.add(column));
        bare.forEach((table) => inventory.noPersonalTables.add(table));
      }
      continue;
    }
    for (const block of [...cells, ...paragraphs]) {
      for (const column of referencesIn(block).qualified) {
        inventory.personal.add(column);
        inventory.named.add(column);
      }
    }
  }
  return inventory;
}

const isPersonal = ({ column, dataType, udtName }: SchemaColumn) =>
  dataType === 'json' ||
  dataType === 'jsonb' ||
  (dataType === 'ARRAY' &&
    ['_text', '_varchar', '_bpchar', '_json', '_jsonb', '_citext'].includes(udtName)) ||
  PERSONAL_COLUMN_NAMES.some((pattern) => pattern.test(column));

const key = ({ table, column }: SchemaColumn) => `${table}.${column}`;
const tableOf = (column: string) => column.split('.')[0]!;

describe('the personal-data inventory of docs/privacy.md', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let columns: SchemaColumn[];
  let inventory: Inventory;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    columns = await queryRows<SchemaColumn>(
      database.db,
      sql`select c.table_name as "table", c.column_name as "column", c.data_type as "dataType",
            c.udt_name as "udtName"
          from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
          where c.table_schema = 'public'
          order by 1, 2`,
    );
    inventory = parseInventory(readFileSync(DOC_URL, 'utf8'));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it("is read with the doc's shorthand: `.column` and a bare column after `table.column` are that table's", () => {
    expect(columns.length).toBeGreaterThan(200);
    expect([...inventory.personal]).toEqual(
      expect.arrayContaining([
        'orders.buyer_first_name',
        'orders.buyer_last_name',
        'orders.buyer_search',
        'turn_ins.voided_by_name',
        'deposits.confirmed_by_name',
        'money_changes.details',
      ]),
    );
    expect(inventory.noPersonalTables).toContain('sync_state');
    expect(inventory.named).toContain('admins.password_hash');
  });

  it('names every column of the schema that holds personal data', () => {
    const missing = columns
      .filter(isPersonal)
      .map(key)
      .filter((column) => !(column in NOT_PERSONAL) && !inventory.personal.has(column));
    expect(missing, 'personal-data columns missing from docs/privacy.md').toEqual([]);
  });

  it('names only columns and tables the schema has', () => {
    const existing = new Set(columns.map(key));
    const tables = new Set(columns.map(({ table }) => table));
    expect(
      [...inventory.named].filter((column) => !existing.has(column)),
      'columns docs/privacy.md names that the schema does not have',
    ).toEqual([]);
    expect(
      [...inventory.noPersonalTables].filter((table) => !tables.has(table)),
      'tables docs/privacy.md names that the schema does not have',
    ).toEqual([]);
  });

  it('classifies every table: in a section about people, or holding no personal data', () => {
    const tables = [...new Set(columns.map(({ table }) => table))];
    const withPeople = new Set([...inventory.personal].map(tableOf));
    expect(
      tables.filter((table) => !withPeople.has(table) && !inventory.noPersonalTables.has(table)),
      'tables docs/privacy.md does not classify',
    ).toEqual([]);
  });

  it('excludes only columns that exist, match the rule and are not in the inventory', () => {
    const matching = new Set(columns.filter(isPersonal).map(key));
    expect(
      Object.keys(NOT_PERSONAL).filter((column) => !matching.has(column) || inventory.personal.has(column)),
      'exclusions to remove',
    ).toEqual([]);
  });
});
