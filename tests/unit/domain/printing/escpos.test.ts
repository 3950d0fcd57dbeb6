// §10 Receipts: the ESC/POS bytes a network thermal printer reads (decision 0333).
import { describe, expect, it } from 'vitest';
import { encodeEscPos, pc437Text } from '../../../../src/domain/printing/escpos.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('§10 ESC/POS commands', () => {
  it('initialises with ESC @ and picks code page PC437 with ESC t 0', () => {
    expect(encodeEscPos([{ kind: 'init' }])).toEqual(bytes(0x1b, 0x40, 0x1b, 0x74, 0));
  });

  it('aligns with ESC a: 0 left, 1 centre, 2 right', () => {
    expect(
      encodeEscPos([
        { kind: 'align', align: 'left' },
        { kind: 'align', align: 'center' },
        { kind: 'align', align: 'right' },
      ]),
    ).toEqual(bytes(0x1b, 0x61, 0, 0x1b, 0x61, 1, 0x1b, 0x61, 2));
  });

  it('turns bold on and off with ESC E', () => {
    expect(
      encodeEscPos([
        { kind: 'bold', on: true },
        { kind: 'bold', on: false },
      ]),
    ).toEqual(bytes(0x1b, 0x45, 1, 0x1b, 0x45, 0));
  });

  it('sizes characters with GS !: width less one in the high nibble, height less one in the low, 1 to 8', () => {
    expect(encodeEscPos([{ kind: 'size', width: 2, height: 2 }])).toEqual(bytes(0x1d, 0x21, 0x11));
    expect(encodeEscPos([{ kind: 'size', width: 1, height: 3 }])).toEqual(bytes(0x1d, 0x21, 0x02));
    expect(encodeEscPos([{ kind: 'size', width: 1, height: 1 }])).toEqual(bytes(0x1d, 0x21, 0x00));
    expect(encodeEscPos([{ kind: 'size', width: 12, height: 0 }])).toEqual(bytes(0x1d, 0x21, 0x70));
  });

  it('writes a line as its text and LF, feeds with ESC d and cuts with GS V 66 after feeding 3 lines', () => {
    expect(encodeEscPos([{ kind: 'line', text: 'FC-12' }, { kind: 'feed', lines: 2 }, { kind: 'cut' }])).toEqual(
      bytes(0x46, 0x43, 0x2d, 0x31, 0x32, 0x0a, 0x1b, 0x64, 2, 0x1d, 0x56, 0x42, 3),
    );
  });
});

describe('§10 Text in code page PC437', () => {
  const text = (value: string) => String.fromCharCode(...pc437Text(value));

  it('keeps printable ASCII as it is', () => {
    expect(text('Tomato (1 kg) x2  120.00')).toBe('Tomato (1 kg) x2  120.00');
  });

  it('writes the rupee sign, typographic quotes and dashes in plain letters, and drops accents', () => {
    expect(text('₹ 120 – Shop’s “best” café')).toBe('Rs 120 - Shop\'s "best" cafe');
  });

  it('writes what PC437 cannot show (Devanagari, control characters) as question marks, one per character', () => {
    expect(text('दूध')).toBe('???');
    expect(text('a\tb')).toBe('a?b');
  });
});
