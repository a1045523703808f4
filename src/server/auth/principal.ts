import type { TSellerSignIn } from '../../shared/api/groups.js';
import type { Role } from '../../shared/roles.js';

export type Principal =
  | { role: 'admin'; id: string; name: string; email: string }
  | { role: 'coordinator'; id: string; name: string; email: string; groupId: string }
  | {
      role: 'user';
      id: string;
      name: string;
      firstName: string;
      lastName: string;
      email: string;
      groupId: string;
      groupCode: string;
      groupName: string;
      /** In a `families` group nothing that names the seller leaves the portal. */
      groupSignIn: TSellerSignIn;
    };

export type PrincipalOf<R extends Role> = Extract<Principal, { role: R }>;

/** A member of staff as records of their work name them (who entered a form, recorded an envelope, made a deposit). */
export interface StaffMember {
  kind: 'admin' | 'coordinator';
  id: string;
  name: string;
}
