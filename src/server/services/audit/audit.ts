// The audit log of account events (decision 0173; ASVS 5 V16): sign-ins,
// failures and throttling, password and contact changes, sessions ended, accounts
// deleted — who (the account, when one is known), what, from which address and
// device, and when. Never a password, code, token or the identifier someone typed:
// a failure without an account is logged without one.
import type { ShopContext } from '../../context.ts';
import type { AuditEventName } from '../../db/schema.ts';
import type { Client } from './client-info.ts';

/**
 * `by`: the staff member who did it (their own sign-in, `action` in a customer's session they
 * hold, or a partner's account they approved or suspended: `partner_id`), or the delivery
 * partner whose account event it is.
 */
export async function audit(
  ctx: ShopContext,
  event: AuditEventName,
  userId: number | null,
  client: Client,
  by: { staff_id: number; action?: string; partner_id?: number } | { partner_id: number } | null = null,
): Promise<void> {
  await ctx.db
    .insertInto('audit_events')
    .values({
      user_id: userId,
      event,
      client_address: client.address,
      device: client.device,
      created_at: ctx.now().toISOString(),
      staff_id: by && 'staff_id' in by ? by.staff_id : null,
      action: by && 'action' in by ? (by.action ?? null) : null,
      partner_id: by && 'partner_id' in by ? (by.partner_id ?? null) : null,
    })
    .execute();
}
