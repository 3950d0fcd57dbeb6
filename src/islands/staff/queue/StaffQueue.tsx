// /staff: the live order queue (decision 0183). Orders arrive without a reload over the console's
// event stream (useLiveQueue.ts); a new one rings (the chime is on by default and remembered on the
// device; while the browser holds sound back until a tap, the queue says so with the button that
// allows it) and the tab title counts the orders waiting to be accepted. Accept with a preparation time, Reject with a reason,
// Start preparing, Mark ready, Picked up by customer (self-pickup); a packing slip prints. The
// running orders stand under their slot's heading, with the slot's packing list (decision 0287).
// A ready delivery order waiting for a partner longer than the shop's limit is alerted on its card
// and at the top, with the chime (src/domain/staff/rider-wait.ts). An order that comes in while the
// queue is open stands at the top under "Just in", marked until the counter opens it, and is said by
// the live line (decision 0322, src/domain/staff/just-in.ts).
// "Find an order" narrows the cards shown, and the keyboard moves between them and presses their
// buttons (decision 0339).
import { useStore } from '@nanostores/react';
import { useCallback, useRef, useState } from 'react';
import type { StaffOrderView, StaffOrdersAnswer } from '../../../domain/api/staff.ts';
import type { StorePrinterView } from '../../../domain/api/staff/printing.ts';
import { isRunning, type OrderStatusName } from '../../../domain/orders/order-flow.ts';
import { orderMatches } from '../../../domain/staff/find-order.ts';
import { justIn, runningBelowJustIn } from '../../../domain/staff/just-in.ts';
import { $changedPrinters } from '../../../stores/counter-printers.ts';
import { FindOrder } from './FindOrder.tsx';
import { OrderCard } from './OrderCard.tsx';
import { QueueAlerts } from './QueueAlerts.tsx';
import { QueueHeader } from './QueueHeader.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { SlotGroups } from './SlotGroups.tsx';
import { useCounterSound } from './useCounterSound.ts';
import { useLiveQueue } from './useLiveQueue.ts';
import { useShortcuts } from './useShortcuts.ts';
import { STATUS_WORD } from './words.tsx';
import { shopLocale } from '../../../domain/calendar.ts';
import { ConsoleLocaleProvider, type ConsoleWords, ConsoleWordsProvider, sayIn } from '../shell/console-words.tsx';
import './find.css';

interface Props {
  initial: StaffOrdersAnswer;
  title: string;
  /** The order the member just placed on the phone, when the queue is opened after it (decision 0322). */
  phoneOrder?: { unique_order_id: string; status: OrderStatusName } | null;
  /** The receipt printers of the member's stores (decision 0333). */
  printers?: StorePrinterView[];
  /** The queue's words in the member's console language (decision 0345). */
  words: ConsoleWords;
  /** That language's code: the queue's days and times are written in its locale. */
  language: string;
}

export default function StaffQueue({ initial, title, phoneOrder = null, printers = [], words, language }: Props) {
  const say = sayIn(words);
  // A printer saved on this page since it was rendered (the panel above the queue) prints at once.
  const changedPrinters = useStore($changedPrinters);
  const printerOf = (order: StaffOrderView) =>
    (changedPrinters ?? printers).find((printer) => printer.store_id === order.store.id);
  const { sound, blocked, chooseSound, testSound } = useCounterSound();
  const { orders, notice, waits, arrived, unopened, open, replace } = useLiveQueue(
    initial,
    title,
    phoneOrder &&
      (phoneOrder.status === 'accepted'
        ? say('consoleQueuePhoneAccepted', { order: phoneOrder.unique_order_id })
        : say('consoleQueuePhonePlaced', {
            order: phoneOrder.unique_order_id,
            status: say(STATUS_WORD[phoneOrder.status]),
          })),
    sound,
    say,
  );
  const [rejecting, setRejecting] = useState<StaffOrderView | null>(null);
  const [search, setSearch] = useState('');
  const [listing, setListing] = useState(false);
  const searchField = useRef<HTMLInputElement>(null);
  useShortcuts(
    searchField,
    useCallback(() => setListing(true), []),
  );

  const shown = orders.filter((order) => orderMatches(order, search));
  const ended = shown.filter((order) => !isRunning(order.status));
  const top = justIn(shown, arrived);
  return (
    <ConsoleWordsProvider value={words}>
      <ConsoleLocaleProvider value={shopLocale(language)}>
        <QueueHeader
          notice={notice}
          sound={sound}
          onSound={chooseSound}
          onTestSound={testSound}
          onShortcuts={() => setListing(true)}
        />
        <QueueAlerts soundHeldBack={sound && blocked} onAllowSound={() => chooseSound(true)} waits={waits} />
        <FindOrder search={search} matches={shown.length} field={searchField} onSearch={setSearch} />
        {top.length > 0 && (
          <section className="queue-col q-just-in" aria-labelledby="col-just-in">
            <h2 id="col-just-in">
              {say('consoleQueueJustIn')} <span className="queue-count">{top.length}</span>
            </h2>
            <ul className="queue-list slot-group-list">
              {top.map((order) => (
                <OrderCard
                  key={order.unique_order_id}
                  order={order}
                  unopened={unopened.has(order.unique_order_id)}
                  onOpened={() => open(order.unique_order_id)}
                  printer={printerOf(order)}
                  onChanged={replace}
                  onReject={() => setRejecting(order)}
                />
              ))}
            </ul>
          </section>
        )}
        <SlotGroups orders={runningBelowJustIn(shown, arrived)}>
          {(order) => (
            <OrderCard
              key={order.unique_order_id}
              order={order}
              riderWait={waits.get(order.unique_order_id)}
              printer={printerOf(order)}
              onChanged={replace}
              onReject={() => setRejecting(order)}
            />
          )}
        </SlotGroups>
        {ended.length > 0 && (
          <section className="queue-col" aria-labelledby="col-done">
            <h2 id="col-done" style={{ marginTop: 24 }}>
              {say('consoleQueueDoneLately')}
            </h2>
            <ul className="queue-list">
              {ended.map((order) => (
                <OrderCard
                  key={order.unique_order_id}
                  order={order}
                  printer={printerOf(order)}
                  onChanged={replace}
                  onReject={() => {}}
                />
              ))}
            </ul>
          </section>
        )}
        {rejecting && (
          <RejectDialog
            order={rejecting}
            onClose={() => setRejecting(null)}
            onRejected={(order) => {
              replace(order);
              setRejecting(null);
            }}
          />
        )}
        {listing && <ShortcutsDialog onClose={() => setListing(false)} />}
      </ConsoleLocaleProvider>
    </ConsoleWordsProvider>
  );
}
