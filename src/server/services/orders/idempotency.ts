// place-order idempotency (docs/architecture.md "API"): the client sends a key with
// each attempt; the first attempt's answer is stored under (customer, key), and a
// retry or double click with the same key gets that very answer back. The same key
// with a different request is a client bug and answers 409.
import { createHash } from 'node:crypto';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { ShopContext } from '../../context.ts';
import { said } from '../../said.ts';

/** sha256 of a request's meaning (the parsed fields that decide the order), not of its bytes. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

type StoredKey = { request_hash: string; response: string | null };

function answerFor<T>(stored: StoredKey, hash: string): Result<T> {
  if (stored.request_hash !== hash) {
    return fail('conflict', said('saidIdempotencyKeyUsed'), {
      idempotency_key: said('saidFieldOtherRequest'),
    });
  }
  // A key is stored with its answer in the transaction that made the order, so a committed key has one.
  if (stored.response === null)
    return fail('conflict', said('saidOrderBeingPlaced'), {
      idempotency_key: said('saidFieldInUse'),
    });
  return ok(JSON.parse(stored.response) as T);
}

/** The stored answer of an earlier attempt with this key (or 409), or null when the key is new. */
export async function earlierAnswer<T>(
  ctx: ShopContext,
  userId: number,
  key: string,
  hash: string,
): Promise<Result<T> | null> {
  const stored = await ctx.db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return stored ? answerFor<T>(stored, hash) : null;
}

/**
 * Claims the key inside the write transaction, before anything else is locked. On PostgreSQL a
 * concurrent attempt with the same key waits here until the first one commits (then answers its
 * stored response) or rolls back (then claims the key itself); on SQLite the transaction already
 * runs alone. Returns null when this attempt holds the key, else the earlier attempt's answer.
 */
export async function claimKey<T>(
  tx: ShopContext,
  userId: number,
  key: string,
  hash: string,
): Promise<Result<T> | null> {
  const claimed = await tx.db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      request_hash: hash,
      order_id: null,
      response: null,
      created_at: tx.now().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (claimed) return null;
  return (await earlierAnswer<T>(tx, userId, key, hash)) ?? fail('conflict', said('saidOrderBeingPlaced'));
}

/** Stores the answer under the key claimed in this transaction. */
export async function storeAnswer(
  tx: ShopContext,
  userId: number,
  key: string,
  orderId: number,
  answer: unknown,
): Promise<void> {
  await tx.db
    .updateTable('idempotency_keys')
    .set({ order_id: orderId, response: JSON.stringify(answer) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}
