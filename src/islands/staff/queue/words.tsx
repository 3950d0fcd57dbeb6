// The queue's words in the member's console language (decision 0345): the page picks the
// `consoleQueue…` keys of the words table and passes them once; every part of the queue reads
// them here.
import { createContext, useContext } from 'react';
import type { OrderStatusName } from '../../../domain/orders/order-flow.ts';
import type { OrderPaymentMethod } from '../../../domain/orders/payments.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import type { StaffStepEvent } from '../../../domain/staff/staff.ts';
import { fillTemplate } from '../../../domain/text.ts';

export type QueueWords = Readonly<Partial<Record<ConsoleWordKey, string>>>;

const WordsContext = createContext<QueueWords>({});

export const QueueWordsProvider = WordsContext.Provider;

/** Says a queue word, its {placeholders} filled in; a key the page did not send shows as itself. */
export type Say = (key: ConsoleWordKey, values?: Readonly<Record<string, string | number>>) => string;

export function sayIn(words: QueueWords): Say {
  return (key, values) => {
    const text = words[key] ?? key;
    return values ? fillTemplate(text, values) : text;
  };
}

export function useSay(): Say {
  return sayIn(useContext(WordsContext));
}

/** The alert of a ready delivery waiting for a rider, e.g. "FC-1042 has waited 12 min for a rider". */
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
