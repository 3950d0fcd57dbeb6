// What the staff queue's card says of the money (decision 0183); the statuses, steps and ways of
// paying are the console's words (words.tsx, decision 0345).
import type { OrderStatusName } from '../../../domain/orders/order-flow.ts';
import type { Say } from '../shell/console-words.tsx';

export const rupees = (amount: number) => `₹${Math.round(amount)}`;

/**
 * What the card says of the money after the total: what to collect while the order runs (and what the
 * wallet paid of it), what was collected once it is handed over, what went back once it is called
 * off (a card in "Done lately" once still said "to collect ₹235" after the hand-over).
 */
export function moneyNote(say: Say, status: OrderStatusName, collect: number, walletPaid: number): string {
  if (status === 'delivered' || status === 'collected')
    return ` · ${collect > 0 ? say('consoleQueueMoneyCollected', { amount: rupees(collect) }) : say('consoleQueueMoneyPaid')}`;
  if (status === 'cancelled' || status === 'rejected')
    return ` · ${walletPaid > 0 ? say('consoleQueueMoneyBack', { amount: rupees(walletPaid) }) : say('consoleQueueMoneyNothing')}`;
  if (collect === 0) return ` · ${say('consoleQueueMoneyPaidNothing')}`;
  const fromWallet = walletPaid > 0 ? ` ${say('consoleQueueMoneyFromWallet', { amount: rupees(walletPaid) })}` : '';
  return ` · ${say('consoleQueueMoneyToCollect', { amount: rupees(collect) })}${fromWallet}`;
}
