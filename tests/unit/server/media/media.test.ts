// The media library (decision 0269): uploads refused by their bytes (not their names), the copies a
// picture gets and how long a 5 MB photograph takes, the library's calls with their audit rows and
// permissions, the upload endpoint's rules, and serving a file from the disk after its first read.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaUploadAnswer } from '../../../../src/domain/api/staff/media.ts';
import { cookieReader } from '../../../../src/server/http/page-cache.ts';
import { receiveMediaUpload } from '../../../../src/server/pages/media-upload.ts';
import { mediaCacheDir, mediaFile } from '../../../../src/server/services/media/media-files.ts';
import { archiveMedia, editMediaAlt, listMedia, uploadMedia } from '../../../../src/server/services/media/media.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, errorBody, openAccountsShop, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { animatedWebp, noisyJpeg, pngHeaderClaiming, sidewaysJpeg, smallPng } from './media-pictures.ts';

/** Demo staff (src/server/seed/demo/staff.ts). */
const PRIYA = { id: 1, role: 'admin', store_ids: [] } as const;
const KIRAN_COUNTER = 2;
const ANIL_EDITOR = 5;
const ALTS = { alt_en: 'Alphonso mangoes in a crate', alt_mr: 'क्रेटमधील हापूस आंबे' };
const ORIGIN = 'http://shop.test';

describe.skipIf(!engineAvailable)('the media library', () => {
  let shop: TestShop;
  let dataDir: string;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    dataDir = mkdtempSync(join(tmpdir(), 'farmcart-media-'));
  });
  afterAll(async () => {
    await shop?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, originalName = 'x.jpg') => uploadMedia(shop, PRIYA, { bytes, originalName, ...ALTS });

  async function refusalOf(bytes: Buffer, originalName?: string) {
    const before = await shop.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await upload(bytes, originalName);
    const after = await shop.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    if (answer.ok) throw new Error('the upload was taken');
    return answer.error;
  }

  it('refuses a 20,000 × 20,000 PNG by its header, before decoding a pixel', async () => {
    const error = await refusalOf(pngHeaderClaiming(20_000, 20_000), 'huge.png');
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.file).toBe(
      'The picture is 20000 × 20000 pixels: at most 40 megapixels are taken. Make it smaller.',
    );
  });

  it('refuses an SVG, a renamed executable, an animation and a file over 10 MB, each saying why', async () => {
    const svg = await refusalOf(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'logo.jpg',
    );
    expect(svg.code).toBe('unsupported_media_type');
    expect(svg.fields?.file).toBe('SVG drawings are not taken: upload a JPEG, PNG or WebP picture.');
    const executable = await refusalOf(readFileSync('/bin/ls'), 'x.jpg');
    expect(executable.code).toBe('unsupported_media_type');
    expect(executable.fields?.file).toBe('This file is not a picture: upload a JPEG, PNG or WebP picture.');
    const animated = await refusalOf(await animatedWebp(), 'dance.webp');
    expect(animated.fields?.file).toBe('Animated pictures are not taken: upload a still picture.');
    const tooLarge = await refusalOf(Buffer.concat([await smallPng(), Buffer.alloc(10 * 1024 * 1024)]), 'big.png');
    expect(tooLarge.code).toBe('payload_too_large');
    expect(tooLarge.fields?.file).toMatch(/larger than 10 MB/);
    // A JPEG's first bytes with nothing after them: the header cannot be read.
    const damaged = await refusalOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'cut.jpg');
    expect(damaged.fields?.file).toMatch(/could not be read/);
  });

  it('makes the WebP widths of a 5 MB photograph in under 2 seconds', async () => {
    const jpeg = await noisyJpeg();
    expect(jpeg.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(jpeg.length).toBeLessThan(6 * 1024 * 1024);
    const started = performance.now();
    const answer = unwrap(await upload(jpeg, 'crate.jpg'));
    const took = performance.now() - started;
    console.log(
      `media: a ${(jpeg.length / 1024 / 1024).toFixed(1)} MB 4000 × 3000 JPEG → ${answer.media.files.length} files in ${Math.round(took)} ms (copies ${answer.took_ms} ms): ` +
        answer.media.files.map((file) => `${file.width} ${file.format} ${file.size} B`).join(', '),
    );
    expect(took).toBeLessThan(2000);
    expect(answer.media).toMatchObject({ width: 4000, height: 3000, image: `/media/${answer.media.id}-480.webp` });
    const stored = await shop.db
      .selectFrom('media_files')
      .select(['width', 'height', 'format', 'size', 'bytes'])
      .where('media_id', '=', answer.media.id)
      .where('format', '=', 'webp')
      .orderBy('width')
      .execute();
    expect(stored.map((file) => [file.width, file.height])).toEqual([
      [160, 120],
      [320, 240],
      [480, 360],
    ]);
    for (const file of stored) {
      const meta = await sharp(Buffer.from(file.bytes)).metadata();
      expect([meta.format, meta.width, meta.height, file.size]).toEqual([
        'webp',
        file.width,
        file.height,
        file.bytes.length,
      ]);
    }
    // AVIF is kept only where it came out smaller than the WebP of the same width.
    for (const avif of answer.media.files.filter((file) => file.format === 'avif')) {
      const webp = answer.media.files.find((file) => file.format === 'webp' && file.width === avif.width);
      expect(avif.size).toBeLessThan(webp?.size ?? 0);
    }
  }, 30_000);

  it('turns a picture upright by its EXIF orientation, keeps none of its metadata, and no direction mark in its name', async () => {
    // A right-to-left override (and every other direction mark) is taken out of the name: shown, it
    // would read "side\u202Egpj.exe" as "sideexe.jpg".
    const answer = unwrap(await upload(await sidewaysJpeg(), 'C:\\Photos\\\u2066side\u202E\u200F.jpg\u2069'));
    expect(answer.media).toMatchObject({ width: 400, height: 600, original_name: 'side.jpg' });
    expect(
      answer.media.files.filter((file) => file.format === 'webp').map((file) => [file.width, file.height]),
    ).toEqual([
      [160, 240],
      [320, 480],
      [400, 600],
    ]);
    const served = await mediaFile(shop, dataDir, `/media/${answer.media.id}-400.webp`);
    const meta = await sharp(served?.bytes).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation, meta.icc]).toEqual([
      400,
      600,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps a narrow picture at its own width, never wider', async () => {
    const answer = unwrap(await upload(await smallPng(120, 90), 'chip.png'));
    expect(answer.media.files.filter((file) => file.format === 'webp').map((file) => file.width)).toEqual([120]);
    expect(answer.media.image).toBe(`/media/${answer.media.id}-120.webp`);
    expect(answer.media.srcset).toBe(`/media/${answer.media.id}-120.webp 120w`);
  });

  it('serves a file from the database once, then from this instance’s disk', async () => {
    const { media } = unwrap(await upload(await smallPng(), 'disk.png'));
    const path = `/media/${media.id}-160.webp`;
    const first = await mediaFile(shop, dataDir, path);
    expect(first?.type).toBe('image/webp');
    const dir = await mediaCacheDir(shop, dataDir);
    expect(readdirSync(dir)).toContain(`${media.id}-160.webp`);
    // The database's copy gone, the disk still answers: no database read after the first.
    await shop.db.deleteFrom('media_files').where('media_id', '=', media.id).where('width', '=', 160).execute();
    const second = await mediaFile(shop, dataDir, path);
    expect(second?.bytes.equals(first?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(await mediaFile(shop, dataDir, `/media/${media.id}-250.webp`)).toBeNull();
    expect(await mediaFile(shop, dataDir, '/media/999999-160.webp')).toBeNull();
    expect(await mediaFile(shop, dataDir, '/media/../../etc/passwd')).toBeNull();
  });

  it('lists the library newest first, a page at a time, searched by either alt text', async () => {
    const first = unwrap(
      await uploadMedia(shop, PRIYA, { bytes: await smallPng(), alt_en: 'Fresh methi bunch', alt_mr: 'ताजी मेथी' }),
    );
    const second = unwrap(
      await uploadMedia(shop, PRIYA, { bytes: await smallPng(), alt_en: 'Brown eggs', alt_mr: 'अंडी' }),
    );
    const all = unwrap(await listMedia(shop, {}));
    expect(all.media[0]?.id).toBe(second.media.id);
    expect(all.media[1]?.id).toBe(first.media.id);
    expect(unwrap(await listMedia(shop, { query: 'METHI' })).media.map((one) => one.id)).toEqual([first.media.id]);
    expect(unwrap(await listMedia(shop, { query: 'अंडी' })).media.map((one) => one.id)).toEqual([second.media.id]);
    expect(unwrap(await listMedia(shop, { query: '100%' })).media).toEqual([]);
    expect(unwrap(await listMedia(shop, { after: second.media.id })).media[0]?.id).toBe(first.media.id);
  });

  it('pages through more pictures than a page holds', async () => {
    const png = await smallPng(20, 20);
    for (let index = 0; index < 25; index++)
      unwrap(await uploadMedia(shop, PRIYA, { bytes: png, alt_en: `Page picture ${index}`, alt_mr: `चित्र ${index}` }));
    const first = unwrap(await listMedia(shop, { query: 'page picture' }));
    expect(first.media).toHaveLength(24);
    expect(first.next).toBe(first.media.at(-1)?.id);
    const second = unwrap(await listMedia(shop, { query: 'page picture', after: first.next ?? 0 }));
    expect(second.media.map((one) => one.alt_en)).toEqual(['Page picture 0']);
    expect(second.next).toBeNull();
  }, 30_000);

  it('copies one picture at a time: a member’s eight wait their turn, a ninth is told to try again, another member still finds room', async () => {
    const png = await smallPng(40, 30);
    const send = (member: { id: number; role: 'admin'; store_ids: readonly number[] }, index: number) =>
      uploadMedia(shop, member, { bytes: png, alt_en: `Queued picture ${index}`, alt_mr: `रांगेतील चित्र ${index}` });
    const answers = await Promise.all([
      ...Array.from({ length: 9 }, (_, index) => send(PRIYA, index)),
      send({ ...PRIYA, id: KIRAN_COUNTER }, 9),
    ]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, true, true, true, true, true, false, true]);
    const refused = answers[8];
    if (!refused || refused.ok) throw new Error('the ninth was taken');
    expect(refused.error.code).toBe('unavailable');
    expect(refused.error.message).toBe('Many pictures are being uploaded just now. Try again in a few seconds.');
    expect(refused.error.fields?.retry_after).toBe('5');
  });

  it('edits alt texts and archives, each change one audit row', async () => {
    const { media } = unwrap(await upload(await smallPng(), 'audit.png'));
    const edited = unwrap(
      await editMediaAlt(shop, PRIYA, { media_id: media.id, alt_en: 'Ripe mangoes', alt_mr: 'पिकलेले आंबे' }),
    );
    expect(edited.media).toMatchObject({ alt_en: 'Ripe mangoes', alt_mr: 'पिकलेले आंबे' });
    const archived = unwrap(await archiveMedia(shop, PRIYA, { media_id: media.id }));
    expect(archived.media.archived).toBe(true);
    expect(unwrap(await listMedia(shop, { query: 'ripe mangoes' })).media).toEqual([]);
    // An archived picture is still served: a catalogue row may show it, and a console field that
    // names it still reads its name (decision 0326).
    expect(await mediaFile(shop, dataDir, media.image)).not.toBeNull();
    expect(
      unwrap(await listMedia(shop, { media_ids: [media.id] })).media.map((one) => [one.original_name, one.archived]),
    ).toEqual([['audit.png', true]]);
    const rows = await shop.db
      .selectFrom('staff_changes')
      .select(['staff_id', 'kind', 'action', 'entity_id', 'before_json', 'after_json'])
      .where('kind', '=', 'media')
      .where('entity_id', '=', media.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.staff_id, row.action])).toEqual([
      [PRIYA.id, 'create'],
      [PRIYA.id, 'update'],
      [PRIYA.id, 'archive'],
    ]);
    expect(JSON.parse(rows[1]?.before_json ?? '{}')).toEqual({ alt_en: ALTS.alt_en, alt_mr: ALTS.alt_mr });
    expect(JSON.parse(rows[1]?.after_json ?? '{}')).toEqual({ alt_en: 'Ripe mangoes', alt_mr: 'पिकलेले आंबे' });
    expect((await editMediaAlt(shop, PRIYA, { media_id: 999_999, ...ALTS })).ok).toBe(false);
  });

  it('answers the library’s calls to roles holding media, and 403 to others', async () => {
    const editor = await createRoleSession(shop, 'staff', ANIL_EDITOR);
    const counter = await createRoleSession(shop, 'staff', KIRAN_COUNTER);
    const listed = await apiCall(shop, 'staff/media', {}, { cookie: `fc_staff=${editor}` });
    expect(listed.status).toBe(200);
    expect((await apiCall(shop, 'staff/media', {}, { cookie: `fc_staff=${counter}` })).status).toBe(403);
    const missing = await apiCall(
      shop,
      'staff/media-alt',
      { media_id: 1, alt_en: '', alt_mr: 'x' },
      { cookie: `fc_staff=${editor}` },
    );
    expect(missing.status).toBe(400);
    expect(errorBody(missing).fields?.alt_en).toBe('describe the picture in English');
    expect(
      (await apiCall(shop, 'staff/media-archive', { media_id: 999_999 }, { cookie: `fc_staff=${editor}` })).status,
    ).toBe(404);
  });

  describe('POST /staff/media/upload', () => {
    let admin: string;
    let counter: string;
    beforeAll(async () => {
      admin = await createRoleSession(shop, 'staff', PRIYA.id);
      counter = await createRoleSession(shop, 'staff', KIRAN_COUNTER);
    });

    function post(
      body: BodyInit | null,
      options: {
        token?: string;
        origin?: string | null;
        query?: Record<string, string>;
        headers?: Record<string, string>;
      } = {},
    ) {
      const query = new URLSearchParams(options.query ?? { ...ALTS, name: 'crate.jpg' });
      const headers: Record<string, string> = { ...options.headers };
      if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
      const request = new Request(`${ORIGIN}/staff/media/upload?${query}`, {
        method: 'POST',
        body,
        headers,
        duplex: 'half',
      } as RequestInit);
      return receiveMediaUpload(shop, {
        request,
        shopOrigin: ORIGIN,
        cookie: cookieReader(`fc_staff=${options.token ?? admin}`),
      });
    }

    it('takes a picture from the console and answers its library entry', async () => {
      const answer = await post(new Uint8Array(await smallPng()));
      expect(answer.status).toBe(201);
      const { media } = (await answer.json()) as MediaUploadAnswer;
      expect(media).toMatchObject({ alt_en: ALTS.alt_en, alt_mr: ALTS.alt_mr, original_name: 'crate.jpg', width: 200 });
    });

    it('refuses another origin, no session and a role without media', async () => {
      const png = new Uint8Array(await smallPng());
      expect((await post(png, { origin: 'http://evil.test' })).status).toBe(403);
      expect((await post(png, { token: 'not-a-token' })).status).toBe(401);
      expect((await post(png, { token: counter })).status).toBe(403);
      // A client that names no Origin (not a browser) is taken, as by the API.
      expect((await post(png, { origin: null })).status).toBe(201);
    });

    it('refuses missing alt texts by their fields, and a non-picture on the file field', async () => {
      const missing = await post(new Uint8Array(await smallPng()), { query: { alt_en: 'Eggs', alt_mr: ' ' } });
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        alt_mr: 'describe the picture in Marathi',
      });
      const svg = await post('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
      expect(svg.status).toBe(415);
      expect(((await svg.json()) as { error: { fields: Record<string, string> } }).error.fields.file).toMatch(/SVG/);
    });

    it('refuses a body over 10 MB with 413 while it arrives, without reading the rest', async () => {
      let sent = 0;
      const chunk = new Uint8Array(1024 * 1024);
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += chunk.length;
          // A client that would go on for 100 MB: the server stops it just past 10 MB.
          if (sent > 100 * 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const answer = await post(endless);
      expect(answer.status).toBe(413);
      expect(((await answer.json()) as { error: { fields: Record<string, string> } }).error.fields.file).toMatch(
        /10 MB/,
      );
      expect(sent).toBeLessThan(13 * 1024 * 1024);
      // A declared length over the limit is refused before any of it is read.
      const declared = await post(new Uint8Array(10), { headers: { 'content-length': String(11 * 1024 * 1024) } });
      expect(declared.status).toBe(413);
    });
  });
});
