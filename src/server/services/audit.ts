// The audit log of account events (docs/decisions.md, "Audit log"; ASVS 5 V16): sign-ins,
// failures and throttling, password and contact changes, sessions ended, accounts
// deleted — who (the account, when one is known), what, from which address and
// device, and when. Never a password, code, token or the identifier someone typed:
// a failure without an account is logged without one.
import type { ShopContext } from '../context.ts';
import type { AuditEventName } from '../db/schema.ts';
import type { Client } from './client-info.ts';

export async function audit(
  ctx: ShopContext,
  event: AuditEventName,
  userId: number | null,
  client: Client,
): Promise<void> {
  await ctx.db
    .insertInto('audit_events')
    .values({
      user_id: userId,
      event,
      client_address: client.address,
      device: client.device,
      created_at: ctx.now().toISOString(),
    })
    .execute();
}
