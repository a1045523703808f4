import {
  IMPORT_EXTRA_COLUMNS,
  MAX_IMPORT_ROW_BYTES,
  MAX_IMPORT_ROWS,
  MAX_PAPER_ORDER_QUANTITY,
  PAPER_ORDER_TEMPLATE_COLUMNS,
  PAPER_PAYMENT_METHODS,
  type TImportProblem,
  type TPaperOrderImportResult,
  type TPaperPaymentMethod,
} from '../../shared/api/paper-orders.js';
import { csvFileName, csvText } from '../../shared/csv.js';
import { MAX_MONEY_CENTS, parseMoneyAmount } from '../../shared/money.js';
import { MONEY_API_MESSAGES } from '../../shared/texts/money.js';
import { PAPER_ORDER_IMPORT_MESSAGES as TEXT } from '../../shared/texts/paper-orders.js';
import type { StaffMember } from '../auth/principal.js';
import type { AppContext } from '../context.js';
import { fail, isUniqueViolation } from '../errors.js';
import { readCsv, type CsvReading } from '../lib/csv-parse.js';
import { ImportProblems, refusalProblem } from '../lib/import-problems.js';
import { dollarsFromCents } from '../lib/money.js';
import { paperOrderWrite } from './paper-order-write.js';
import { lockCampaign, requirePaperCampaign, type PaperCampaign } from './paper-campaign.js';
import { findCampaignProducts, type ProductRow } from './product-queries.js';
import {
  findGroupSellerNames,
  findTakenFormNumbers,
  insertPaperOrders,
  type PaperOrderWrite,
} from './queries.js';

/** Headers are matched ignoring case, spaces and punctuation: "E-mail", "email" and "E mail" are one column. */
const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

type FixedColumn = (typeof PAPER_ORDER_TEMPLATE_COLUMNS)[number];
const REQUIRED_COLUMNS: FixedColumn[] = ['Form number', 'Seller', 'Buyer', 'Payment'];
const TEXT_LIMITS: Partial<Record<FixedColumn, number>> = {
  'Form number': 40,
  Seller: 120,
  Buyer: 200,
  Phone: 40,
  'E-mail': 254,
  'Check number': 40,
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The template: its fixed columns, then one per visible product, named as the product. */
export async function paperOrderTemplate(ctx: AppContext, groupId: string, campaignId: string) {
  const campaign = await requirePaperCampaign(ctx.db, groupId, campaignId);
  const products = (await findCampaignProducts(ctx.db, campaignId)).filter((product) => !product.hidden);
  return {
    fileName: csvFileName(`paper-orders_${campaign.name}`, campaign.groupCode, ctx.today()).replace(
      /[^\w.-]/g,
      '_',
    ),
    body: csvText([...PAPER_ORDER_TEMPLATE_COLUMNS, ...products.map((product) => product.name)], []),
  };
}

interface ParsedForm {
  row: number;
  write: PaperOrderWrite;
}

interface ReadFile {
  forms: ParsedForm[];
  alreadyImported: number;
  problems: ImportProblems;
}

/**
 * The file's rows, read no further than its limits: the template's columns, one per product of the campaign and a
 * few more; MAX_IMPORT_ROWS rows.
 */
function readRows(csv: string, products: ProductRow[]): Promise<CsvReading> {
  return readCsv(csv, {
    maxColumns: PAPER_ORDER_TEMPLATE_COLUMNS.length + products.length + IMPORT_EXTRA_COLUMNS,
    maxRows: MAX_IMPORT_ROWS,
    maxRowBytes: MAX_IMPORT_ROW_BYTES,
  });
}

/** Reads the file's rows against the campaign's products and the group's sellers; writes nothing. */
async function readFile(
  ctx: AppContext,
  campaign: PaperCampaign,
  reading: CsvReading,
  products: ProductRow[],
): Promise<ReadFile> {
  const problems = new ImportProblems();
  const unread = (problem: TImportProblem): ReadFile => {
    problems.add(problem);
    return { forms: [], alreadyImported: 0, problems };
  };
  if (reading.refused) return unread(refusalProblem(reading.refused, TEXT));
  const [header, ...body] = reading.rows;
  if (!header) return unread({ row: 1, column: '', message: TEXT.emptyFile });

  const fixedByKey = new Map(PAPER_ORDER_TEMPLATE_COLUMNS.map((column) => [headerKey(column), column]));
  const productByKey = new Map(products.map((product) => [headerKey(product.name), product]));
  const fixedAt = new Map<FixedColumn, number>();
  const productAt: { index: number; header: string; product: ProductRow }[] = [];
  header.cells.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key === '') return;
    const fixed = fixedByKey.get(key);
    const product = productByKey.get(key);
    if (fixed && !fixedAt.has(fixed)) fixedAt.set(fixed, index);
    else if (product) {
      const same = productAt.find((column) => column.product.id === product.id);
      if (same)
        problems.add({ row: header.row, column: cell.trim(), message: TEXT.sameProductTwice(same.header) });
      else productAt.push({ index, header: cell.trim(), product });
    } else problems.add({ row: header.row, column: cell.trim(), message: TEXT.unknownColumn(cell.trim()) });
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!fixedAt.has(column)) problems.add({ row: header.row, column, message: TEXT.missingColumn(column) });
  }
  if (problems.count > 0) return { forms: [], alreadyImported: 0, problems };
  // A problem names its column as the file's header has it ("e-mail", "FORM NUMBER"), not as the template does.
  const fileHeaders = new Map<string, string>(
    [...fixedAt].map(([column, index]) => [column, header.cells[index]!.trim()]),
  );

  const sellers = await findGroupSellerNames(ctx.db, campaign.groupId);
  const sellersByKey = new Map<string, { id: string; name: string }[]>();
  for (const seller of sellers)
    sellersByKey.set(seller.key, [...(sellersByKey.get(seller.key) ?? []), seller]);

  const formRows = new Map<string, number>();
  const candidates: (ParsedForm & { formKey: string })[] = [];
  for (const { row, cells } of body) {
    const rowProblems: TImportProblem[] = [];
    const problem = (column: string, message: string) =>
      rowProblems.push({ row, column: fileHeaders.get(column) ?? column, message });
    const cell = (column: FixedColumn) => {
      const index = fixedAt.get(column);
      const value = index === undefined ? '' : (cells[index] ?? '').trim();
      const max = TEXT_LIMITS[column];
      if (max !== undefined && value.length > max) problem(column, TEXT.tooLong(max));
      if (value.includes('\u0000')) problem(column, TEXT.tooLong(0));
      return value;
    };
    const formNumber = cell('Form number');
    const sellerName = cell('Seller');
    const buyerName = cell('Buyer');
    const phone = cell('Phone');
    const email = cell('E-mail').toLowerCase();
    const methodText = cell('Payment').toLowerCase();
    const amountText = cell('Amount');
    const checkNumber = cell('Check number');
    const donationText = cell('Donation');

    if (formNumber === '') problem('Form number', TEXT.formNumberRequired);
    const formKey = formNumber.toLowerCase();
    const firstRow = formRows.get(formKey);
    if (formNumber !== '' && firstRow !== undefined) problem('Form number', TEXT.formNumberTwice(firstRow));
    else if (formNumber !== '') formRows.set(formKey, row);
    if (sellerName === '') problem('Seller', TEXT.sellerRequired);
    if (buyerName === '') problem('Buyer', TEXT.buyerRequired);
    if (email !== '' && !EMAIL.test(email)) problem('E-mail', TEXT.invalidEmail);
    const method = (PAPER_PAYMENT_METHODS as readonly string[]).includes(methodText)
      ? (methodText as TPaperPaymentMethod)
      : undefined;
    if (!method) problem('Payment', TEXT.paymentMethod);
    const amountCents = amountText === '' ? undefined : parseMoneyAmount(amountText);
    if (amountCents === null) problem('Amount', TEXT.amount);
    if (method === 'check' && checkNumber === '') problem('Check number', TEXT.checkNumberRequired);
    const donationCents = donationText === '' ? 0 : parseMoneyAmount(donationText);
    if (donationCents === null) problem('Donation', TEXT.donation);
    else if (donationCents > 0 && !campaign.donationsEnabled) problem('Donation', TEXT.donationsOff);

    const items: PaperOrderWrite['items'] = [];
    for (const { index, header: column, product } of productAt) {
      const text = (cells[index] ?? '').trim();
      if (text === '' || text === '0') continue;
      const quantity = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
      if (!(quantity >= 0 && quantity <= MAX_PAPER_ORDER_QUANTITY)) {
        problem(column, TEXT.quantity);
        continue;
      }
      if (product.hidden) {
        problem(column, TEXT.productHidden);
        continue;
      }
      items.push({
        productId: product.id,
        productName: product.name,
        priceCents: product.priceCents,
        quantity,
      });
    }
    if (
      items.length === 0 &&
      !donationCents &&
      !rowProblems.some((entry) => productAt.some((p) => p.header === entry.column))
    ) {
      problem('', TEXT.noProducts);
    }
    const rowTotal = items.reduce((sum, item) => sum + item.priceCents * item.quantity, donationCents ?? 0);
    if (rowTotal > MAX_MONEY_CENTS) problem('', MONEY_API_MESSAGES.overLimit);
    if (rowProblems.length > 0) {
      problems.add(...rowProblems);
      continue;
    }
    const matches = sellersByKey.get(sellerName.toLowerCase()) ?? [];
    const seller = matches.length === 1 ? matches[0]! : { id: null, name: sellerName };
    candidates.push({
      row,
      formKey,
      write: paperOrderWrite(
        campaign,
        {
          seller,
          formNumber,
          buyerName,
          buyerPhone: phone,
          buyerEmail: email,
          items,
          donationCents: donationCents ?? 0,
          payment: { method: method!, amountCents: amountCents ?? undefined, checkNumber },
        },
        'import',
      ),
    });
  }
  const taken = await findTakenFormNumbers(
    ctx.db,
    campaign.id,
    candidates.map((candidate) => candidate.write.formNumber),
  );
  const forms = candidates.filter((candidate) => !taken.has(candidate.formKey));
  return { forms, alreadyImported: candidates.length - forms.length, problems };
}

function summary(read: ReadFile, committed: boolean): TPaperOrderImportResult {
  const items = new Map<string, number>();
  const bySeller = new Map<string, { sellerName: string; orders: number; cents: number }>();
  const byPayment = new Map<TPaperPaymentMethod, { orders: number; cents: number }>();
  let totalCents = 0;
  let donationCents = 0;
  for (const { write } of read.forms) {
    totalCents += write.productCents;
    donationCents += write.donationCents;
    for (const item of write.items)
      items.set(item.productName, (items.get(item.productName) ?? 0) + item.quantity);
    const sellerKey = write.sellerName.toLowerCase();
    const seller = bySeller.get(sellerKey) ?? { sellerName: write.sellerName, orders: 0, cents: 0 };
    seller.orders += 1;
    seller.cents += write.productCents;
    bySeller.set(sellerKey, seller);
    const method = write.paymentMethod as TPaperPaymentMethod;
    const payment = byPayment.get(method) ?? { orders: 0, cents: 0 };
    payment.orders += 1;
    payment.cents += write.paymentCents;
    byPayment.set(method, payment);
  }
  return {
    committed,
    orders: read.forms.length,
    alreadyImported: read.alreadyImported,
    items: [...items].map(([productName, quantity]) => ({ productName, quantity })),
    total: dollarsFromCents(totalCents),
    donations: dollarsFromCents(donationCents),
    bySeller: [...bySeller.values()]
      .sort((a, b) => a.sellerName.localeCompare(b.sellerName))
      .map(({ sellerName, orders, cents }) => ({ sellerName, orders, total: dollarsFromCents(cents) })),
    byPayment: PAPER_PAYMENT_METHODS.flatMap((method) => {
      const entry = byPayment.get(method);
      return entry ? [{ method, orders: entry.orders, amount: dollarsFromCents(entry.cents) }] : [];
    }),
    problems: read.problems.listed,
    problemCount: read.problems.count,
  };
}

/**
 * Imports a filled template: a dry run answers what would be created and every problem; otherwise the file is
 * written all or nothing (a file with any problem writes nothing and answers 400 with each problem). Rows whose
 * form number the campaign already has are skipped, so importing a file twice creates nothing the second time.
 * Imports of one campaign take turns (the campaign row is locked), so two at once cannot both write a form.
 */
export async function importPaperOrders(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  csv: string,
  options: { dryRun: boolean; staff: StaffMember },
): Promise<TPaperOrderImportResult> {
  const campaign = await requirePaperCampaign(ctx.db, groupId, campaignId);
  const products = await findCampaignProducts(ctx.db, campaignId);
  // The file is read before the campaign is locked: a long or hostile file holds no lock while it is read.
  const reading = await readRows(csv, products);
  if (options.dryRun) return summary(await readFile(ctx, campaign, reading, products), false);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockCampaign(tx, campaignId, 'update');
      const read = await readFile({ ...ctx, db: tx as typeof ctx.db }, campaign, reading, products);
      if (read.problems.count > 0) {
        throw fail('IMPORT_HAS_PROBLEMS', { count: read.problems.count }, read.problems.fieldProblems());
      }
      if (read.forms.length > 0) {
        await insertPaperOrders(
          tx,
          read.forms.map((form) => form.write),
          options.staff,
          ctx.now(),
        );
      }
      return summary(read, true);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('FORM_NUMBER_TAKEN', { formNumber: '' });
    throw error;
  }
}
