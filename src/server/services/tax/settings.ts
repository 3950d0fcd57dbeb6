// The shop's GST rates and how its charges are taxed, as the console keeps them (decision 0332):
// rates are added with the day they take effect and ended when the law replaces them, never
// removed (documents name them); the charges' treatments are settings. The dispatcher has checked
// the permission (shop settings: admins); every change is audited in its transaction.
import type { StaffTaxAnswer } from '../../../domain/api/staff/tax.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { shopToday } from '../../../domain/calendar.ts';
import {
  CHARGE_SETTING_KEYS,
  type ChargeSettings,
  chargeSettingsOf,
  treatmentText,
} from '../../../domain/tax/charges.ts';
import type { ChargeTreatment } from '../../../domain/tax/invoice-tax.ts';
import { formatRatePercent, parseRatePercent, rateProblem, type RateProblem } from '../../../domain/tax/rates.ts';
import type { ShopContext } from '../../context.ts';
import { said, type SaidKey } from '../../said.ts';
import { auditedWrite, type Writer } from '../audit/audited-write.ts';

type Treatment = { kind: 'principal' | 'exempt' | 'outside' | 'rate'; rate?: string | undefined };

const RATE_WORDS = {
  rate: 'saidRuleTaxRate',
  day: 'saidRuleTaxDay',
  order: 'saidRuleTaxDayOrder',
  overlap: 'saidRuleTaxRateOverlap',
} as const satisfies Record<RateProblem, SaidKey>;

const NO_SUCH_RATE = fail('not_found', said('saidNoSuchTaxRate'), { rate_id: said('saidNoSuchTaxRate') });

export async function taxSettings(ctx: Pick<ShopContext, 'db' | 'now'>): Promise<Result<StaffTaxAnswer>> {
  const today = shopToday(ctx.now());
  const [rates, stored] = await Promise.all([
    ctx.db
      .selectFrom('tax_rates')
      .select(['id', 'bp', 'from_day', 'until_day'])
      .orderBy('bp')
      .orderBy('from_day')
      .execute(),
    ctx.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', Object.values(CHARGE_SETTING_KEYS))
      .execute(),
  ]);
  return ok({
    today,
    rates: rates.map((rate) => ({
      id: rate.id,
      bp: rate.bp,
      from: rate.from_day,
      until: rate.until_day,
      in_force: rate.from_day <= today && (rate.until_day === null || today <= rate.until_day),
    })),
    charges: chargeSettingsOf(Object.fromEntries(stored.map((row) => [row.key, row.value]))),
  });
}

/** Adds a rate from a day (the law's new slab); one in force twice on a day is refused. */
export async function addTaxRate(
  ctx: ShopContext,
  actor: Writer,
  input: { rate: string; from: string; until: string | null },
): Promise<Result<StaffTaxAnswer>> {
  const bp = parseRatePercent(input.rate);
  if (bp === null) return fail('validation_failed', said(RATE_WORDS.rate), { rate: said(RATE_WORDS.rate) });
  const added = await auditedWrite(ctx, actor, async (tx, audit) => {
    const others = (await tx.db.selectFrom('tax_rates').select(['bp', 'from_day', 'until_day']).execute()).map(
      (row) => ({
        bp: row.bp,
        from: row.from_day,
        until: row.until_day,
      }),
    );
    const problem = rateProblem({ bp, from: input.from, until: input.until }, others);
    if (problem) {
      const field = problem === 'order' ? 'until' : problem === 'day' ? 'from' : 'rate';
      return fail('validation_failed', said(RATE_WORDS[problem]), { [field]: said(RATE_WORDS[problem]) });
    }
    const { id } = await tx.db
      .insertInto('tax_rates')
      .values({ bp, from_day: input.from, until_day: input.until })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit.record({
      kind: 'setting',
      action: 'create',
      entityId: id,
      storeId: null,
      summary: `GST rate ${formatRatePercent(bp)} % from ${input.from}${input.until ? ` to ${input.until}` : ''}`,
      before: null,
      after: { bp, from: input.from, until: input.until },
    });
    return ok(id);
  });
  return added.ok ? taxSettings(ctx) : added;
}

/** Ends a rate on a day (not before it began); the item form stops offering it after that day. */
export async function endTaxRate(
  ctx: ShopContext,
  actor: Writer,
  input: { rate_id: number; until: string },
): Promise<Result<StaffTaxAnswer>> {
  const ended = await auditedWrite(ctx, actor, async (tx, audit) => {
    const rate = await tx.db.selectFrom('tax_rates').selectAll().where('id', '=', input.rate_id).executeTakeFirst();
    if (!rate) return NO_SUCH_RATE;
    const others = (
      await tx.db.selectFrom('tax_rates').select(['bp', 'from_day', 'until_day']).where('id', '!=', rate.id).execute()
    ).map((row) => ({ bp: row.bp, from: row.from_day, until: row.until_day }));
    const problem = rateProblem({ bp: rate.bp, from: rate.from_day, until: input.until }, others);
    if (problem) {
      return fail('validation_failed', said(RATE_WORDS[problem]), { until: said(RATE_WORDS[problem]) });
    }
    await tx.db.updateTable('tax_rates').set({ until_day: input.until }).where('id', '=', rate.id).execute();
    await audit.record({
      kind: 'setting',
      action: 'update',
      entityId: rate.id,
      storeId: null,
      summary: `GST rate ${formatRatePercent(rate.bp)} % ends on ${input.until}`,
      before: { until: rate.until_day },
      after: { until: input.until },
    });
    return ok(rate.id);
  });
  return ended.ok ? taxSettings(ctx) : ended;
}

function treatmentOf(typed: Treatment): ChargeTreatment | null {
  if (typed.kind !== 'rate') return { kind: typed.kind };
  const bp = parseRatePercent(typed.rate ?? '');
  return bp === null ? null : { kind: 'rate', bp };
}

/** Saves how delivery, packing, tips and addons are taxed; a rate that is not one is refused on its field. */
export async function saveChargeTreatments(
  ctx: ShopContext,
  actor: Writer,
  input: {
    delivery: Treatment;
    packing: Treatment;
    tip: Treatment;
    addons: { kind: 'item' | 'rate'; rate?: string | undefined };
  },
): Promise<Result<StaffTaxAnswer>> {
  const delivery = treatmentOf(input.delivery);
  const packing = treatmentOf(input.packing);
  const tip = treatmentOf(input.tip);
  const addonRate = input.addons.kind === 'rate' ? parseRatePercent(input.addons.rate ?? '') : null;
  const refusals: Record<string, ReturnType<typeof said>> = {};
  if (!delivery) refusals['delivery.rate'] = said(RATE_WORDS.rate);
  if (!packing) refusals['packing.rate'] = said(RATE_WORDS.rate);
  if (!tip) refusals['tip.rate'] = said(RATE_WORDS.rate);
  if (input.addons.kind === 'rate' && addonRate === null) refusals['addons.rate'] = said(RATE_WORDS.rate);
  if (!delivery || !packing || !tip || Object.keys(refusals).length > 0) {
    const count = Object.keys(refusals).length;
    return fail(
      'validation_failed',
      count === 1 ? said('saidOneFieldBeforeSaving') : said('saidFieldsBeforeSaving', { n: count }),
      refusals,
    );
  }
  const after: ChargeSettings = {
    delivery,
    packing,
    tip,
    addons: addonRate === null ? { kind: 'item' } : { kind: 'rate', bp: addonRate },
  };
  const saved = await auditedWrite(ctx, actor, async (tx, audit) => {
    const before = await taxSettings(tx);
    for (const key of Object.keys(CHARGE_SETTING_KEYS) as (keyof ChargeSettings)[]) {
      const setting = CHARGE_SETTING_KEYS[key];
      const value = treatmentText(after[key]);
      const stored = await tx.db.selectFrom('settings').select('value').where('key', '=', setting).executeTakeFirst();
      if (stored) await tx.db.updateTable('settings').set({ value }).where('key', '=', setting).execute();
      else await tx.db.insertInto('settings').values({ key: setting, value }).execute();
    }
    await audit.record({
      kind: 'setting',
      action: 'update',
      entityId: null,
      storeId: null,
      summary: 'How charges are taxed',
      before: before?.ok ? before.value.charges : null,
      after,
    });
    return ok(null);
  });
  return saved.ok ? taxSettings(ctx) : saved;
}
