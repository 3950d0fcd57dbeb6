// The language each staff member reads the console in (decision 0345): one of the shop's
// languages, chosen by the member for themselves and audited like any change to a staff account.
import type { StaffAnswer } from '../../../domain/api/staff.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { shopTexts } from '../shop/texts.ts';
import { said } from '../../said.ts';
import { staffView } from './staff.ts';

/** Sets the member's own console language: refused on `language` when the shop does not offer it. */
export async function chooseConsoleLanguage(
  ctx: ShopContext,
  member: StaffMember,
  language: string,
): Promise<Result<StaffAnswer>> {
  const offered = (await shopTexts(ctx)).languages.map((choice) => choice.code);
  if (!offered.includes(language)) {
    return fail('validation_failed', said('saidLanguageNotOffered'), { language: said('saidFieldNotALanguage') });
  }
  const written = await auditedWrite(ctx, member, async (tx, audit): Promise<Result<null>> => {
    const trx = tx.db;
    const before = await trx.selectFrom('staff').select('language').where('id', '=', member.id).executeTakeFirst();
    if (before?.language === language) return ok(null);
    await trx.updateTable('staff').set({ language }).where('id', '=', member.id).execute();
    await audit.record({
      kind: 'staff',
      action: 'update',
      entityId: member.id,
      storeId: null,
      summary: `Console language of ${member.name}: ${before?.language ?? 'en'} → ${language}`,
      before: { language: before?.language ?? 'en' },
      after: { language },
    });
    return ok(null);
  });
  if (!written.ok) return written;
  return ok({ staff: await staffView(ctx, { ...member, language }) });
}
