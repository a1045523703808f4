import type { TGroup } from '../../shared/api/groups.js';
import type { groups } from '../db/schema.js';

export function presentGroup(row: typeof groups.$inferSelect): TGroup {
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    organizationName: row.organizationName,
    contactInfo: row.contactInfo,
    isActive: row.isActive,
    profitSharePercent: row.profitShareBasisPoints === null ? null : row.profitShareBasisPoints / 100,
    taxId: row.taxId,
    receiptNote: row.receiptNote,
    sellerSignIn: row.sellerSignIn as TGroup['sellerSignIn'],
    createdAt: row.createdAt.toISOString(),
  };
}
