// The bytes a network thermal printer reads (ESC/POS, decision 0333): initialise, code page,
// alignment, bold, character size, text, feed and cut. Pure: a list of commands in, bytes out; the
// server's adapter only carries them. Text goes in code page PC437 (the one every ESC/POS printer
// has): what it cannot show is written in plain letters (₹ as "Rs", accents dropped) or as "?",
// so the receipt on a thermal printer is in English (decision 0333: no Devanagari as text).

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export type Align = 'left' | 'center' | 'right';

export type EscPosCommand =
  | { kind: 'init' }
  | { kind: 'align'; align: Align }
  | { kind: 'bold'; on: boolean }
  /** Character width and height, 1 (normal) to 8 times. */
  | { kind: 'size'; width: number; height: number }
  /** One line of text, then a line feed. */
  | { kind: 'line'; text: string }
  | { kind: 'feed'; lines: number }
  /** Feed to the cutter and cut, leaving a hinge (GS V 66: partial cut). */
  | { kind: 'cut' };

const ALIGN_CODE: Readonly<Record<Align, number>> = { left: 0, center: 1, right: 2 };

/** PC437's own code page number for ESC t (0 on every ESC/POS printer). */
const PC437 = 0;

/** Characters a receipt uses that PC437 lacks, in the letters that say them. */
const PLAIN: Readonly<Record<string, string>> = {
  '₹': 'Rs',
  '×': 'x',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '·': '-',
  '\u00a0': ' ',
};

/** Text as PC437 bytes: printable ASCII as is, the few above in plain letters, accents dropped, else "?". */
export function pc437Text(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const plain = PLAIN[char] ?? char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    for (const code of plain) {
      const point = code.codePointAt(0) ?? 0x3f;
      bytes.push(point >= 0x20 && point < 0x7f ? point : 0x3f);
    }
  }
  return bytes;
}

function clampSize(times: number): number {
  return Math.min(Math.max(Math.trunc(times), 1), 8) - 1;
}

function bytesOf(command: EscPosCommand): number[] {
  switch (command.kind) {
    case 'init':
      // ESC @ resets the modes; ESC t 0 picks PC437 for the text that follows.
      return [ESC, 0x40, ESC, 0x74, PC437];
    case 'align':
      return [ESC, 0x61, ALIGN_CODE[command.align]];
    case 'bold':
      return [ESC, 0x45, command.on ? 1 : 0];
    case 'size':
      // GS ! n: width times in the high nibble, height times in the low one, each less one.
      return [GS, 0x21, (clampSize(command.width) << 4) | clampSize(command.height)];
    case 'line':
      return [...pc437Text(command.text), LF];
    case 'feed':
      return [ESC, 0x64, Math.min(Math.max(Math.trunc(command.lines), 0), 255)];
    case 'cut':
      // GS V 66 n: feed n lines to the cutter, then a partial cut.
      return [GS, 0x56, 0x42, 3];
  }
}

/** The bytes of a run of commands, in order. */
export function encodeEscPos(commands: readonly EscPosCommand[]): Uint8Array {
  return Uint8Array.from(commands.flatMap(bytesOf));
}
