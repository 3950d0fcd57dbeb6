// The queue's words of statuses, steps and ways of paying, and its sentences made of words
// (decision 0345); the words themselves reach the queue through shell/console-words.tsx.
import { addDays, formatCalendarDay, parseIsoDate, toIsoDate } from '../../../domain/calendar.ts';
import type { OrderStatusName } from '../../../domain/orders/order-flow.ts';
import type { OrderPaymentMethod } from '../../../domain/orders/payments.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import type { SlotGroupKey } from '../../../domain/slots/packing.ts';
import { slotTimeIn } from '../../../domain/slots/slots.ts';
import type { StaffStepEvent } from '../../../domain/staff/staff.ts';
import type { Say } from '../shell/console-words.tsx';

/**
 * A slot group's name in the member's words and locale, as the queue heads the group and the
 * packing list names it: "Tomorrow 7–9 am", "As soon as possible", "Mon, 30 Nov, no slot".
 */
export function slotGroupSaid(
  say: Say,
  key: Pick<SlotGroupKey, 'day' | 'slot'>,
  today: string,
  locale: string,
): string {
  const date = parseIsoDate(today);
  const tomorrow = date ? toIsoDate(addDays(date, 1)) : '';
  const day =
    key.day === today
      ? say('consoleQueueDayToday')
      : key.day === tomorrow
        ? say('consoleQueueDayTomorrow')
        : formatCalendarDay(key.day, locale, 'weekdayDayMonth', today);
  if (key.slot) return `${day} ${slotTimeIn(key.slot.start_minute, key.slot.end_minute, locale)}`;
  return key.day === today ? say('consoleQueueAsap') : say('consoleQueueNoSlot', { day });
}

export function riderWaitSaid(say: Say, order: string, minutes: number): string {
  return minutes < 1
    ? say('consoleQueueRiderWaitedUnderMinute', { order })
    : say('consoleQueueRiderWaited', { order, minutes });
}

export const STATUS_WORD: Record<OrderStatusName, ConsoleWordKey> = {
  placed: 'consoleQueueStatusPlaced',
  accepted: 'consoleQueueStatusAccepted',
  preparing: 'consoleQueueStatusPreparing',
  ready_for_pickup: 'consoleQueueStatusReady',
  partner_assigned: 'consoleQueueStatusPartnerAssigned',
  on_the_way: 'consoleQueueStatusOnTheWay',
  delivered: 'consoleQueueStatusDelivered',
  collected: 'consoleQueueStatusCollected',
  cancelled: 'consoleQueueStatusCancelled',
  rejected: 'consoleQueueStatusRejected',
  // Never in a store's queue (decision 0256): an unpaid order is the customer's alone.
  awaiting_payment: 'consoleQueueStatusAwaitingPayment',
  payment_failed: 'consoleQueueStatusPaymentFailed',
};

export const STEP_WORD: Record<StaffStepEvent, ConsoleWordKey> = {
  accept: 'consoleQueueStepAccept',
  prepare: 'consoleQueueStepPrepare',
  mark_ready: 'consoleQueueStepMarkReady',
  hand_over: 'consoleQueueStepHandOver',
};

/** How the order is paid (an online payment was "Wallet + cash" here, and a pickup customer was asked to pay twice). */
export const PAYMENT_WORD: Record<OrderPaymentMethod, ConsoleWordKey> = {
  COD: 'consoleQueuePayCash',
  WALLET: 'consoleQueuePayWallet',
  COD_WALLET: 'consoleQueuePayWalletCash',
  ONLINE: 'consoleQueuePayOnline',
  ONLINE_WALLET: 'consoleQueuePayOnlineWallet',
};
