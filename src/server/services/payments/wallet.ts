// The customer's wallet (decision 0116: pay by wallet, refunds of cancelled wallet
// orders; §7 wallet transactions): users.wallet_balance_paise and a ledger
// (wallet_transactions) with the balance after every change. Debits and credits
// run inside the caller's write transaction; a balance never goes below zero.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { WalletAnswer } from '../../../domain/api/orders.ts';
import { fromMinor } from '../../../domain/money.ts';
import type { ShopContext } from '../../context.ts';
import type { WalletTransactionKind } from '../../db/schema-orders.ts';
import { orderChanging } from '../reports/summaries.ts';
import { said } from '../../said.ts';

const PAGE_SIZE = 30;

interface WalletChange {
  userId: number;
  /** Paise, positive. */
  amountMinor: number;
  kind: WalletTransactionKind;
  orderId: number | null;
  description: string;
}

async function record(tx: ShopContext, change: WalletChange, signedMinor: number): Promise<void> {
  const user = await tx.db
    .selectFrom('users')
    .select('wallet_balance_paise')
    .where('id', '=', change.userId)
    .executeTakeFirstOrThrow();
  await tx.db
    .insertInto('wallet_transactions')
    .values({
      user_id: change.userId,
      amount_paise: signedMinor,
      kind: change.kind,
      order_id: change.orderId,
      balance_after_paise: user.wallet_balance_paise,
      description: change.description,
      created_at: tx.now().toISOString(),
    })
    .execute();
}

/** Takes `amountMinor` from the wallet, refused when the balance does not cover it. Call inside a write transaction. */
export async function debitWallet(tx: ShopContext, change: WalletChange): Promise<Result<void>> {
  if (change.amountMinor <= 0) return ok(undefined);
  const updated = await tx.db
    .updateTable('users')
    .set((eb) => ({ wallet_balance_paise: eb('wallet_balance_paise', '-', change.amountMinor) }))
    .where('id', '=', change.userId)
    .where('wallet_balance_paise', '>=', change.amountMinor)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    return fail('conflict', said('saidWalletChanged'), {
      payment_method: said('saidFieldWalletTooLow'),
    });
  }
  await record(tx, change, -change.amountMinor);
  return ok(undefined);
}

/** Gives `amountMinor` back to the wallet (a refund or top-up). Call inside a write transaction. */
export async function creditWallet(tx: ShopContext, change: WalletChange): Promise<void> {
  if (change.amountMinor <= 0) return;
  // An order's refund is in the reports' sums (decision 0298).
  if (change.kind === 'refund' && change.orderId !== null) await orderChanging(tx.db, change.orderId);
  await tx.db
    .updateTable('users')
    .set((eb) => ({ wallet_balance_paise: eb('wallet_balance_paise', '+', change.amountMinor) }))
    .where('id', '=', change.userId)
    .execute();
  await record(tx, change, change.amountMinor);
}

/** §7 Wallet transactions: the balance and the ledger, newest first. */
export async function walletOf(ctx: ShopContext, userId: number, page = 1): Promise<Result<WalletAnswer>> {
  const user = await ctx.db
    .selectFrom('users')
    .select('wallet_balance_paise')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return fail('not_found', said('saidAccountGone'));
  const rows = await ctx.db
    .selectFrom('wallet_transactions')
    .leftJoin('orders', 'orders.id', 'wallet_transactions.order_id')
    .select([
      'wallet_transactions.id',
      'wallet_transactions.amount_paise',
      'wallet_transactions.kind',
      'wallet_transactions.balance_after_paise',
      'wallet_transactions.description',
      'wallet_transactions.created_at',
      'orders.unique_order_id',
    ])
    .where('wallet_transactions.user_id', '=', userId)
    .orderBy('wallet_transactions.id', 'desc')
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return ok({
    balance: fromMinor(user.wallet_balance_paise),
    transactions: rows.slice(0, PAGE_SIZE).map((row) => ({
      id: row.id,
      amount: fromMinor(row.amount_paise),
      kind: row.kind,
      unique_order_id: row.unique_order_id,
      balance_after: fromMinor(row.balance_after_paise),
      description: row.description,
      created_at: row.created_at,
    })),
    page,
    has_more: rows.length > PAGE_SIZE,
  });
}
