// Pages kept as joinable gzip segments (decision 0021): segments and
// texts compressed on their own join into one gzip member whose trailer's CRC is put together
// from the pieces' own CRCs; a segment inflates back to its bytes.
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  crc32Combine,
  crcShift,
  deflateSegment,
  FINAL_BLOCK,
  GZIP_HEADER,
  inflateSegment,
  storedSegment,
} from '../../../src/server/http/gzip-segments.ts';

function bytes(length: number, seed: number): Buffer {
  let state = seed;
  return Buffer.from(
    Array.from({ length }, () => {
      state = (state * 16807) % 2147483647;
      return state % 256;
    }),
  );
}

describe('joinable gzip segments', () => {
  it.each([
    [0, 0],
    [0, 7],
    [7, 0],
    [1, 1],
    [100, 3],
    [3, 100_000],
    [290_000, 17],
    [12_345, 67_890],
  ])('crc32 of %i bytes then %i bytes from the two CRCs', (lengthA, lengthB) => {
    const a = bytes(lengthA, 7);
    const b = bytes(lengthB, 11);
    expect(crc32Combine(crc32(a), crc32(b), crcShift(lengthB))).toBe(crc32(Buffer.concat([a, b])));
  });

  it('joins segments into a gzip member that gunzip reads, and inflates a segment back', () => {
    const pieces = [
      Buffer.from('<p>Deliver to '),
      Buffer.from('Kothrud &amp; more'),
      bytes(50_000, 3),
      Buffer.alloc(0),
    ];
    let crc = 0;
    for (const piece of pieces) crc = crc32Combine(crc, crc32(piece), crcShift(piece.length));
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(
      pieces.reduce((sum, piece) => sum + piece.length, 0),
      4,
    );
    const member = Buffer.concat([GZIP_HEADER, ...pieces.map(deflateSegment), FINAL_BLOCK, trailer]);
    expect(gunzipSync(member)).toEqual(Buffer.concat(pieces));
    for (const piece of pieces) expect(inflateSegment(deflateSegment(piece))).toEqual(piece);
  });

  it("stored segments (a request's own texts, and more than one block) join with compressed ones", () => {
    const pieces = [Buffer.from('<html>'), Buffer.from('Flat 4, Kothrud'), bytes(70_000, 5), Buffer.alloc(0)];
    let crc = 0;
    for (const piece of pieces) crc = crc32Combine(crc, crc32(piece), crcShift(piece.length));
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(
      pieces.reduce((sum, piece) => sum + piece.length, 0),
      4,
    );
    const segments = pieces.map((piece, index) => (index % 2 === 0 ? deflateSegment(piece) : storedSegment(piece)));
    segments[3] = storedSegment(Buffer.alloc(0));
    const member = Buffer.concat([GZIP_HEADER, ...segments, FINAL_BLOCK, trailer]);
    expect(gunzipSync(member)).toEqual(Buffer.concat(pieces));
    expect(inflateSegment(storedSegment(bytes(70_000, 5)))).toEqual(bytes(70_000, 5));
  });
});
