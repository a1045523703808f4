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
    createdAt: row.createdAt.toISOString(),
  };
}
