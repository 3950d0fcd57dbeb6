// The staff console's pure rules (src/domain/staff/staff.ts; decision 0183;
// behaviour of §4 Order lifecycle as the store takes its steps).
import { describe, expect, it } from 'vitest';
import {
  counterDay,
  farmVisitCsv,
  heldCartStore,
  impersonationPath,
  packedOnLaterDay,
  readyBy,
  queueTitle,
  REJECT_REASONS,
  rejectReasonToStore,
  reachesStore,
  staffActionsOf,
  type FarmVisitCsvRow,
} from '../../../../src/domain/staff/staff.ts';

describe('who reaches a store', () => {
  it('lets an admin reach every store and store staff only their own', () => {
    expect(reachesStore({ role: 'admin', store_ids: [] }, 9)).toBe(true);
    expect(reachesStore({ role: 'counter', store_ids: [1, 3] }, 3)).toBe(true);
    expect(reachesStore({ role: 'counter', store_ids: [1, 3] }, 2)).toBe(false);
  });
});

describe('the store of a cart in a held session (decision 0294)', () => {
  it('takes the store sent only when the member reaches it', () => {
    expect(heldCartStore({ role: 'counter', store_ids: [1] }, 1)).toEqual({ ok: true, storeId: 1 });
    expect(heldCartStore({ role: 'counter', store_ids: [1] }, 2)).toEqual({ ok: false, refused: 'not-yours' });
    expect(heldCartStore({ role: 'admin', store_ids: [] }, 2)).toEqual({ ok: true, storeId: 2 });
  });

  it('decides it from the member’s stores when none is sent, never from the cart’s lines', () => {
    expect(heldCartStore({ role: 'counter', store_ids: [1] }, undefined)).toEqual({ ok: true, storeId: 1 });
    expect(heldCartStore({ role: 'manager', store_ids: [1] }, null)).toEqual({ ok: true, storeId: 1 });
    expect(heldCartStore({ role: 'manager', store_ids: [1, 3] }, null)).toEqual({ ok: false, refused: 'name-a-store' });
    // A shop-wide member reaches every store, so the lines' store is one of theirs.
    expect(heldCartStore({ role: 'admin', store_ids: [] }, undefined)).toEqual({ ok: true, storeId: null });
  });
});

describe('the console’s buttons (§4 Order lifecycle, as the store)', () => {
  it('offers the store’s next forward step and Reject until preparation starts', () => {
    expect(staffActionsOf({ status: 'placed', mode: 'DELIVERY' })).toEqual({ next: 'accept', canReject: true });
    expect(staffActionsOf({ status: 'accepted', mode: 'DELIVERY' })).toEqual({ next: 'prepare', canReject: true });
    // An order for a later day is prepared on its day, not before (decision 0227).
    const later = { status: 'accepted', mode: 'SELFPICKUP', delivery_date: '2027-04-10' } as const;
    expect(staffActionsOf(later, '2026-11-26')).toEqual({ next: null, canReject: true, packOn: '2027-04-10' });
    expect(staffActionsOf(later, '2027-04-10')).toEqual({ next: 'prepare', canReject: true });
    expect(staffActionsOf({ status: 'preparing', mode: 'DELIVERY' })).toEqual({ next: 'mark_ready', canReject: false });
    // A delivery order waits for a partner; a self-pickup one is handed over at the counter.
    expect(staffActionsOf({ status: 'ready_for_pickup', mode: 'DELIVERY' })).toEqual({ next: null, canReject: false });
    expect(staffActionsOf({ status: 'ready_for_pickup', mode: 'SELFPICKUP' })).toEqual({
      next: 'hand_over',
      canReject: false,
    });
    for (const status of ['collected', 'delivered', 'cancelled', 'rejected'] as const)
      expect(staffActionsOf({ status, mode: 'SELFPICKUP' })).toEqual({ next: null, canReject: false });
  });
});

describe('the queue’s tab title', () => {
  it('puts the count of new orders first, and nothing when there are none', () => {
    expect(queueTitle(3, 'Orders')).toBe('(3) Orders');
    expect(queueTitle(0, 'Orders')).toBe('Orders');
  });
});

describe('the sign-in-as-a-customer link', () => {
  it('is /auth/login-as-customer/{id} with its token as t', () => {
    expect(impersonationPath(42, '1.2.a+b')).toBe('/auth/login-as-customer/42?t=1.2.a%2Bb');
  });
});

describe('the farm team’s CSV', () => {
  const row: FarmVisitCsvRow = {
    visiting_date: '2026-11-07',
    name: 'Asha, "Kulkarni"',
    mobile: '+919800000001',
    alt_mobile: '',
    adults: 2,
    kids: 1,
    visitors: 3,
    location: 'Paud Road\nKothrud',
    how_heard: '=HYPERLINK("http://evil.example")',
    created_at: '2026-11-02T06:30:00.000Z',
  };

  it('writes the byte-order mark, a header and one CRLF row per booking, quoting commas, quotes and line breaks', () => {
    const csv = farmVisitCsv([row]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFvisiting_date,name,mobile,alt_mobile,adults,kids,visitors,location,how_heard,booked_at_ist',
    );
    expect(csv).toContain('"Asha, ""Kulkarni"""');
    expect(csv).toContain('"Paud Road\nKothrud"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('keeps a spreadsheet from running a typed formula, and leaves numbers and phone numbers as they are', () => {
    const csv = farmVisitCsv([row]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(',2,1,3,');
    // A phone as the console shows it, which a spreadsheet keeps as text.
    expect(csv).toContain(',98000 00001,,');
  });

  it('writes when it was booked on the shop’s clock, not in UTC', () => {
    // 06:30 UTC is 12:00 in Pune.
    expect(farmVisitCsv([row]).trimEnd().endsWith(',2026-11-02 12:00')).toBe(true);
  });

  it('keeps a spreadsheet that splits on ; from running a formula typed after one', () => {
    const csv = farmVisitCsv([{ ...row, how_heard: 'Friend;=HYPERLINK("http://evil.example")', location: 'a;+1' }]);
    expect(csv).toContain(`"Friend;'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(",a;'+1,");
  });
});

describe('an order for a later day', () => {
  it('is packed on its day: accepting it promises no preparation time', () => {
    expect(packedOnLaterDay('2026-11-28', '2026-11-26')).toBe(true);
    expect(packedOnLaterDay('2026-11-26', '2026-11-26')).toBe(false);
    expect(packedOnLaterDay(null, '2026-11-26')).toBe(false);
    // Its day has come: packed now, as any other.
    expect(packedOnLaterDay('2026-11-25', '2026-11-26')).toBe(false);
  });
});

describe('when the store promised an order ready', () => {
  const timeline = [
    { status: 'placed', at: '2026-11-26T10:00:00.000Z' },
    { status: 'accepted', at: '2026-11-26T10:02:00.000Z' },
  ];
  it('is its acceptance plus the preparation time, while it is made', () => {
    expect(readyBy({ status: 'accepted', preparation_minutes: 20, timeline })).toBe('2026-11-26T10:22:00.000Z');
    expect(
      readyBy({
        status: 'preparing',
        preparation_minutes: 20,
        timeline: [...timeline, { status: 'preparing', at: '2026-11-26T10:05:00.000Z' }],
      }),
    ).toBe('2026-11-26T10:22:00.000Z');
  });

  it('is nothing before it is accepted, once it is ready, or with no time promised (a later day)', () => {
    expect(readyBy({ status: 'placed', preparation_minutes: null, timeline: timeline.slice(0, 1) })).toBeNull();
    expect(readyBy({ status: 'ready_for_pickup', preparation_minutes: 20, timeline })).toBeNull();
    expect(readyBy({ status: 'accepted', preparation_minutes: null, timeline })).toBeNull();
  });
});

describe('the counter writes a later day', () => {
  it('as a weekday, day and month, with the year when it is another (a pre-order in April 2027)', () => {
    expect(counterDay('2026-11-28', '2026-11-26')).toBe('Sat, 28 Nov');
    expect(counterDay('2027-04-10', '2026-11-26')).toBe('Sat, 10 Apr, 2027');
  });

  it("in the member's locale when the console is in Marathi", () => {
    expect(counterDay('2026-11-28', '2026-11-26', 'mr-IN-u-nu-latn')).toBe('शनि, 28 नोव्हें');
  });
});

describe("a rejection's reason", () => {
  const marathi = ['काही वस्तू संपल्या आहेत', 'दुकान बंद होत आहे', 'आत्ता खूप ऑर्डर आहेत', 'या पत्त्यावर आम्ही डिलिव्हरी देऊ शकत नाही'];

  it("is stored in English when it is a listed reason read in the member's language", () => {
    expect(rejectReasonToStore('दुकान बंद होत आहे', marathi)).toBe('The store is closing');
    expect(rejectReasonToStore(' काही वस्तू संपल्या आहेत ', marathi)).toBe(REJECT_REASONS[0]);
    expect(rejectReasonToStore(REJECT_REASONS[2], REJECT_REASONS)).toBe('Too many orders just now');
  });

  it('is stored as typed otherwise', () => {
    expect(rejectReasonToStore('केळी अजून पिकली नाहीत', marathi)).toBe('केळी अजून पिकली नाहीत');
  });
});
