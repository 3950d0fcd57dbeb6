// Delivery partners' accounts in the staff console (decision 0183, decision 0184):
// the partners waiting for approval, the approved ones with where they stand (online,
// the last position's time, the deliveries they hold) and the suspended ones; an admin approves,
// rejects, suspends or approves again through the operators' own code (partners.ts
// setPartnerStatusOf: a suspension ends the partner's sessions at once), audited with the
// admin's id. Partners deliver for every store, so only an admin looks after them; store staff
// are refused (403), as the console refuses them the admin's other screens.
import type { StaffPartnerAnswer, StaffPartnersAnswer, StaffPartnerView } from '../../../domain/api/staff.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { VehicleType } from '../../../domain/staff/delivery-partners.ts';
import {
  changesPartnerStatus,
  mayManagePartners,
  PARTNER_LIST_LIMITS,
  type PartnerDecision,
  type PartnerStatusName,
} from '../../../domain/staff/partner-approval.ts';
import type { StaffMember, StaffScope } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { Client } from '../audit/client-info.ts';
import { setPartnerStatusOf } from './partners.ts';
import { said } from '../../said.ts';

export const PARTNERS_ADMINS_ONLY = fail('forbidden', said('saidAdminsOnlyPartners'));

/** A delivery taken and not yet delivered: the partner holds it. */
const HELD_STATUSES = ['partner_assigned', 'on_the_way'] as const;

const COLUMNS = [
  'id',
  'name',
  'phone',
  'aadhaar_masked',
  'vehicle_type',
  'vehicle_number',
  'status',
  'created_at',
  'approved_at',
  'is_online',
  'position_at',
] as const;

const partnerRows = (ctx: ShopContext) => ctx.db.selectFrom('delivery_partners').select(COLUMNS);

type PartnerRow = Awaited<ReturnType<ReturnType<typeof partnerRows>['execute']>>[number];

async function partnersWith(ctx: ShopContext, status: PartnerStatusName): Promise<PartnerRow[]> {
  let query = partnerRows(ctx).where('status', '=', status);
  // Waiting: first come, first seen. Approved: those online first. Suspended: the latest first.
  if (status === 'pending') query = query.orderBy('created_at').orderBy('id');
  else if (status === 'approved') query = query.orderBy('is_online', 'desc').orderBy('name').orderBy('id');
  else query = query.orderBy('id', 'desc');
  return query.limit(PARTNER_LIST_LIMITS[status]).execute();
}

/** The deliveries each of `partnerIds` holds now, in one query. */
async function jobsOf(ctx: ShopContext, partnerIds: readonly number[]): Promise<Map<number, StaffPartnerView['jobs']>> {
  const jobs = new Map<number, StaffPartnerView['jobs']>();
  if (partnerIds.length === 0) return jobs;
  const rows = await ctx.db
    .selectFrom('order_deliveries')
    .innerJoin('orders', 'orders.id', 'order_deliveries.order_id')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .select(['order_deliveries.partner_id', 'orders.unique_order_id', 'orders.status', 'stores.name as store'])
    .where('order_deliveries.partner_id', 'in', [...partnerIds])
    .where('order_deliveries.delivered_at', 'is', null)
    .where('orders.status', 'in', [...HELD_STATUSES])
    .orderBy('order_deliveries.assigned_at')
    .execute();
  for (const row of rows) {
    const status = row.status === 'on_the_way' ? 'on_the_way' : 'partner_assigned';
    const list = jobs.get(row.partner_id) ?? [];
    list.push({ unique_order_id: row.unique_order_id, status, store: row.store });
    jobs.set(row.partner_id, list);
  }
  return jobs;
}

function viewOf(row: PartnerRow, jobs: StaffPartnerView['jobs']): StaffPartnerView {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    aadhaar_masked: row.aadhaar_masked,
    vehicle_type: row.vehicle_type as VehicleType,
    vehicle_number: row.vehicle_number,
    status: row.status,
    signed_up_at: row.created_at,
    approved_at: row.approved_at,
    is_online: row.is_online === 1,
    position_at: row.position_at,
    jobs,
  };
}

async function countsOf(ctx: ShopContext): Promise<Record<PartnerStatusName, number>> {
  const rows = await ctx.db
    .selectFrom('delivery_partners')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<PartnerStatusName, number> = { pending: 0, approved: 0, suspended: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.n);
  return counts;
}

/** /staff/partners: the three lists, each bounded (PARTNER_LIST_LIMITS), with the counts of all. */
export async function staffPartners(ctx: ShopContext, member: StaffScope): Promise<Result<StaffPartnersAnswer>> {
  if (!mayManagePartners(member)) return PARTNERS_ADMINS_ONLY;
  const [pending, approved, suspended, counts] = await Promise.all([
    partnersWith(ctx, 'pending'),
    partnersWith(ctx, 'approved'),
    partnersWith(ctx, 'suspended'),
    countsOf(ctx),
  ]);
  const jobs = await jobsOf(
    ctx,
    approved.map((row) => row.id),
  );
  const views = (rows: PartnerRow[]) => rows.map((row) => viewOf(row, jobs.get(row.id) ?? []));
  return ok({ pending: views(pending), approved: views(approved), suspended: views(suspended), counts });
}

async function partnerView(ctx: ShopContext, partnerId: number): Promise<StaffPartnerView | null> {
  const row = await partnerRows(ctx).where('id', '=', partnerId).executeTakeFirst();
  return row ? viewOf(row, (await jobsOf(ctx, [row.id])).get(row.id) ?? []) : null;
}

/**
 * An admin's decision on a partner's account. Setting the status the account has already (a
 * second admin on a list a moment old) changes nothing and answers the account as it is.
 */
export async function decidePartner(
  ctx: ShopContext,
  member: StaffMember,
  input: { partner_id: number; status: PartnerDecision },
  client: Client,
): Promise<Result<StaffPartnerAnswer>> {
  if (!mayManagePartners(member)) return PARTNERS_ADMINS_ONLY;
  const current = await ctx.db
    .selectFrom('delivery_partners')
    .select('status')
    .where('id', '=', input.partner_id)
    .executeTakeFirst();
  if (!current) return fail('not_found', said('saidNoSuchPartner'), { partner_id: said('saidFieldNoSuchPartner') });
  if (changesPartnerStatus(current.status, input.status)) {
    const changed = await setPartnerStatusOf(ctx, input.partner_id, input.status, {
      kind: 'staff',
      staffId: member.id,
      client,
    });
    if (!changed.ok) return changed;
  }
  const partner = await partnerView(ctx, input.partner_id);
  return partner
    ? ok({ partner })
    : fail('not_found', said('saidNoSuchPartner'), { partner_id: said('saidFieldNoSuchPartner') });
}
