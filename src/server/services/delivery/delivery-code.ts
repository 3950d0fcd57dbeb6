// The customer's delivery code at the door, checked the one way for whoever carries the order: a
// delivery partner (order_deliveries) or the store's own rider (order_rider_runs, decision 0314).
// Each try is claimed first in one conditional update by the caller's `claimTry` (so parallel
// guesses cannot pass the limit), a wrong one says how many are left, and after
// DELIVERY_CODE_TRIES the carrier must call the shop.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { DELIVERY_CODE_TRIES, wrongCodeMessage } from '../../../domain/staff/delivery-partners.ts';
import { said } from '../../said.ts';

const CALL_THE_SHOP = said('saidCallShopToFinish');

export interface CodeAtTheDoor {
  /** The order's code, or null when the shop asks for none. */
  stored: string | null;
  /** Tries already used. */
  attempts: number;
  /** What the carrier typed. */
  typed: string | undefined;
  /** Claims one try: false when none is left (or the order was delivered meanwhile). */
  claimTry: () => Promise<boolean>;
}

/** Ok when the order may be marked delivered: no code asked, or the right one typed within the tries. */
export async function checkDeliveryCode(door: CodeAtTheDoor): Promise<Result<void>> {
  if (door.stored === null) return ok(undefined);
  if (door.typed === undefined)
    return fail('validation_failed', said('saidAskDeliveryCode'), { code: said('saidFieldRequired') });
  if (!(await door.claimTry()))
    return fail('conflict', said('saidTooManyCodes', { next: CALL_THE_SHOP }), {
      code: said('saidFieldNoTriesLeft'),
    });
  if (door.typed === door.stored) return ok(undefined);
  const message = wrongCodeMessage(DELIVERY_CODE_TRIES - door.attempts - 1, CALL_THE_SHOP);
  return fail('validation_failed', message, { code: message });
}
