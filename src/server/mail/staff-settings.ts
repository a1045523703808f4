import type { TStaffMailSettings } from '../../shared/api/mail.js';
import type { StaffMember } from '../auth/principal.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { findStaffMailSettings, setStaffDailyDigest } from './digest-queries.js';
import { readMailLinkToken } from './mail-link-token.js';

export async function staffMailSettings(ctx: AppContext, staff: StaffMember): Promise<TStaffMailSettings> {
  const row = await findStaffMailSettings(ctx.db, staff);
  if (!row) throw fail('SESSION_EXPIRED');
  return {
    dailyDigest: row.dailyDigest,
    email: row.email,
    digestHour: ctx.config.mail.digestHour,
    timeZone: ctx.config.portalTimezone,
  };
}

export async function setDailyDigest(ctx: AppContext, staff: StaffMember, on: boolean) {
  if (!(await setStaffDailyDigest(ctx.db, staff, on))) throw fail('SESSION_EXPIRED');
  return staffMailSettings(ctx, staff);
}

/** The staff member a digest's unsubscribe link names, and their address, or undefined for any other token. */
export async function digestOfToken(ctx: AppContext, token: string) {
  const link = readMailLinkToken(ctx.config.jwtSecret, token);
  if (!link || (link.purpose !== 'admin-digest' && link.purpose !== 'coordinator-digest')) return undefined;
  const staff = {
    kind: link.purpose === 'admin-digest' ? ('admin' as const) : ('coordinator' as const),
    id: link.id,
  };
  const row = await findStaffMailSettings(ctx.db, staff);
  return row && { staff, email: row.email };
}

/** Turns a digest off from its link, at once, without a login. */
export async function stopDigestByToken(ctx: AppContext, token: string) {
  const found = await digestOfToken(ctx, token);
  if (found) await setStaffDailyDigest(ctx.db, found.staff, false);
  return found;
}
