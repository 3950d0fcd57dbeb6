// The deliveries report counts the store's own riders beside the delivery partners (decision
// 0314): an order's row of legs (migration 046) names the rider who carried it, and its carrier's
// legs (`partner_pickup_s`, `partner_deliver_s`, `partner_delivered`) hold the rider's run as
// they hold a partner's: no pick-up leg (the rider takes the bag as the order is sent out) and
// sent out → delivered. The rows of the runs made before this migration are filled here.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('order_legs').addColumn('rider_id', 'integer').execute();
  const runs = await (db as Kysely<RunsTables>)
    .selectFrom('order_rider_runs')
    .select(['order_id', 'rider_id', 'sent_out_at', 'delivered_at'])
    .execute();
  for (const run of runs) {
    // As secondsBetween counts them (domain/reports/figures.ts): whole seconds, none backwards.
    const seconds = run.delivered_at
      ? Math.round((Date.parse(run.delivered_at) - Date.parse(run.sent_out_at)) / 1000)
      : null;
    await (db as Kysely<RunsTables>)
      .updateTable('order_legs')
      .set({
        rider_id: run.rider_id,
        partner_pickup_s: null,
        partner_deliver_s: seconds !== null && seconds >= 0 ? seconds : null,
        partner_delivered: run.delivered_at ? 1 : 0,
      })
      .where('order_id', '=', run.order_id)
      .where('partner_id', 'is', null)
      .execute();
  }
}

interface RunsTables {
  order_rider_runs: { order_id: number; rider_id: number; sent_out_at: string; delivered_at: string | null };
  order_legs: {
    order_id: number;
    partner_id: number | null;
    rider_id: number | null;
    partner_pickup_s: number | null;
    partner_deliver_s: number | null;
    partner_delivered: number;
  };
}
