// Pages kept as gzip segments that join (src/server/http/page-cache.ts): each piece is compressed on
// its own as raw deflate ending in a full flush (byte-aligned, no final block, nothing referring
// back), so pieces and a request's own texts compressed the same way join into one deflate stream;
// an empty final block, the header and the trailer (CRC-32 and length of the whole) make it a gzip
// member (RFC 1951/1952). The trailer's CRC of the whole is put together from each piece's own
// CRC (crc32Combine), so the pieces themselves need not be kept.
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';

export const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
export const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

export function deflateSegment(bytes: Buffer): Buffer {
  return deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });
}

/**
 * `bytes` as stored (uncompressed) deflate blocks (RFC 1951 §3.2.4): for a request's own few bytes,
 * which would cost a zlib stream each to compress. Byte-aligned like a flushed segment, so it joins.
 */
export function storedSegment(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length || blocks.length === 0; start += 0xffff) {
    const block = bytes.subarray(start, start + 0xffff);
    const header = Buffer.alloc(5);
    header.writeUInt8(0, 0); // not final, stored
    header.writeUInt16LE(block.length, 1);
    header.writeUInt16LE(~block.length & 0xffff, 3);
    blocks.push(header, block);
  }
  return Buffer.concat(blocks);
}

/** A segment's bytes again (it has no final block, so the inflater is told not to expect one). */
export function inflateSegment(segment: Buffer): Buffer {
  return inflateRawSync(segment, { finishFlush: constants.Z_SYNC_FLUSH });
}

// CRC-32 of joined pieces from the pieces' own CRCs (zlib's crc32_combine, made in two halves):
// crc(A‖B) = shift(|B|)·crc(A) ⊕ crc(B), where shift(n) is the GF(2) operator that runs a CRC
// register over n zero bytes. The operator depends only on |B|, so each piece's is made once,
// when the page is kept, and putting a page's CRC together is one 32×32 product per piece.

function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let row = 0; vector !== 0; row++, vector >>>= 1) if (vector & 1) sum ^= matrix[row] ?? 0;
  return sum >>> 0;
}

function gf2Square(matrix: Uint32Array): Uint32Array {
  const square = new Uint32Array(32);
  for (let row = 0; row < 32; row++) square[row] = gf2Times(matrix, matrix[row] ?? 0);
  return square;
}

function gf2Product(a: Uint32Array, b: Uint32Array): Uint32Array {
  return Uint32Array.from({ length: 32 }, (_, column) => gf2Times(a, b[column] ?? 0));
}

const IDENTITY = Uint32Array.from({ length: 32 }, (_, column) => (1 << column) >>> 0);
/** One zero bit: the reflected polynomial in the first column, the rest shifts by one; squared thrice, one byte. */
const ZERO_BYTE = gf2Square(
  gf2Square(
    gf2Square(Uint32Array.from({ length: 32 }, (_, column) => (column === 0 ? 0xedb88320 : 1 << (column - 1)))),
  ),
);

/** The operator that moves a CRC-32 register past `length` zero bytes. */
export function crcShift(length: number): Uint32Array {
  let result: Uint32Array = IDENTITY;
  let power: Uint32Array = ZERO_BYTE;
  for (let n = length; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = gf2Product(power, result);
    if (n > 1) power = gf2Square(power);
  }
  return result;
}

/** CRC-32 of A‖B from crc(A), crc(B) and shift(|B|). */
export function crc32Combine(crcA: number, crcB: number, shiftB: Uint32Array): number {
  return (gf2Times(shiftB, crcA) ^ crcB) >>> 0;
}
