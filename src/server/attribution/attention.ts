import type { AttentionProblem, TAttentionReply } from '../../shared/api/attribution.js';
import type { TOrderListItem } from '../../shared/api/orders.js';
import type { AppContext } from '../context.js';
import { presentListItem } from '../orders/order-lists.js';
import { countAttentionOrders, listAttentionOrders, type AttentionRow } from './queries.js';

function problemsOf(row: AttentionRow): AttentionProblem[] {
  const problems: AttentionProblem[] = [];
  if (row.amountOverLimit) problems.push('amountOverLimit');
  if (row.groupId === null) problems.push('unattributed');
  else if (row.sellerId === null) problems.push('unknownSeller');
  if (row.groupId !== null && !row.attributionVerified) problems.push('unverified');
  return problems;
}

/**
 * The repair queue, newest first: orders without a known group or seller, or whose signature failed; an order above
 * the money limit is one without a group, and says so first.
 */
export async function attentionOrders(
  ctx: AppContext,
  query: { page: number; limit: number },
): Promise<Omit<TAttentionReply, 'success'>> {
  const [rows, total] = await Promise.all([
    listAttentionOrders(ctx.db, query.limit, (query.page - 1) * query.limit),
    countAttentionOrders(ctx.db),
  ]);
  return {
    data: rows.map((row) => ({
      ...(presentListItem(row) satisfies TOrderListItem),
      problems: problemsOf(row),
      note: row.note,
    })),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    total,
  };
}
