// A local stand-in for a map tile server, so the live maps are tried without the network:
// GET /tiles/{z}/{x}/{y}.png answers a 256 × 256 PNG (a pale green square with a darker grid
// line along two edges, so the tiles' seams show in screenshots), anything else 404. It keeps
// the paths it was asked for, for tests to check that the page really loaded tiles from here.
import { createServer, type Server } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

export interface FakeTiles {
  /** The tile paths asked for, in order ('/tiles/15/23047/14883.png'). */
  readonly requests: readonly string[];
  stop(): Promise<void>;
}

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** One RGB tile, the same for every z/x/y. */
function tilePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const start = y * (1 + SIZE * 3);
    rows[start] = 0; // no filter
    for (let x = 0; x < SIZE; x++) {
      const edge = x < 2 || y < 2;
      const pixel = start + 1 + x * 3;
      rows[pixel] = edge ? 190 : 232;
      rows[pixel + 1] = edge ? 210 : 240;
      rows[pixel + 2] = edge ? 190 : 226;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function startFakeTiles(port: number): Promise<FakeTiles> {
  const png = tilePng();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method !== 'GET' || !/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    requests.push(path);
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'no-store' });
    res.end(png);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
