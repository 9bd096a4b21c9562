import { Readable } from 'node:stream';
import { count, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import {
  callerAs,
  createCustomer,
  createUser,
  identity,
  memberOf,
  useTestWorld,
  type TestWorld,
} from '../../../test/fixtures';
import type { Customer } from '../../platform/identity/schema';
import type { RealtimeEvent } from '../../platform/realtime/events';
import { seedIdentity } from '../../platform/identity/seed';
import { silentPublisher } from '../../platform/realtime/publisher';
import type { SeedContext } from '../../platform/seed';
import { files } from '../../platform/storage/schema';
import { storePart } from '../../platform/storage/uploads';
import { seedTeam } from '../team/seed';
import { DEMO_CUSTOMER_IDS } from '../../platform/identity/seed';
import { createClip, storeVideo, TINY_MP4, TINY_PNG, TINY_PNG_DATA_URL } from './fixtures';
import { clips, clipViews } from './schema';
import { DEMO_CLIPS, demoClipPaths, seedClips } from './seed';
import { berlinDay } from '../../platform/berlin';
import { recordView } from './service';

const MISSING = '00000000-0000-4000-8000-000000000000';

type Caller = ReturnType<typeof callerAs>;

/** A video as the app uploads it: start, send the one part, complete. */
async function uploadVideo(world: TestWorld, caller: Caller, scope: 'company' | 'provider') {
  const ticket = await caller.storage.uploads.create({
    purpose: 'video',
    fileName: 'Pitch.mp4',
    contentType: 'video/mp4',
    bytes: TINY_MP4.length,
    scope,
  });
  await storePart(
    world.db,
    world.storage,
    ticket.uploadId,
    1,
    Readable.from([TINY_MP4]),
    TINY_MP4.length,
  );
  const { path } = await caller.storage.uploads.complete({ uploadId: ticket.uploadId, scope });
  return path;
}

async function employee(world: TestWorld, customer: Customer) {
  const who = identity();
  const user = await createUser(world.db, who, { ourEmployee: true, activeCustomer: customer });
  return { who, user, caller: callerAs(world, who) };
}

async function clipCount(world: TestWorld) {
  const [row] = await world.db.select({ value: count() }).from(clips);
  return Number(row?.value ?? 0);
}

async function fileCount(world: TestWorld) {
  const [row] = await world.db.select({ value: count() }).from(files);
  return Number(row?.value ?? 0);
}

describe('berlin days', () => {
  it('counts a view on the day it is in Berlin, whatever the server’s zone', () => {
    expect(berlinDay(new Date('2026-03-01T22:59:00Z'))).toBe('2026-03-01');
    expect(berlinDay(new Date('2026-03-01T23:00:00Z'))).toBe('2026-03-02');
    // Summer time: Berlin is two hours ahead.
    expect(berlinDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(berlinDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe.each(databaseKinds())('clips on %s', (kind) => {
  const world = useTestWorld(kind);

  async function company(role: 'user' | 'admin' | 'primary_admin' = 'user') {
    const customer = await createCustomer(world.db);
    const member = await memberOf(world, customer, role);
    return { customer, ...member };
  }

  it('shows the company’s clips and Sprint’s, never another company’s', async () => {
    const { customer, caller, user } = await company();
    const other = await createCustomer(world.db);
    const own = await createClip(world.db, customer.id, {
      title: 'Unser Pitch',
      ownerId: user.id,
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    const provider = await createClip(world.db, null, {
      title: 'Sprint-Grundlagen',
      createdAt: new Date('2026-01-03T10:00:00Z'),
    });
    const foreign = await createClip(world.db, other.id, { title: 'Fremder Pitch' });

    const page = await caller.clips.list();
    const ids = page.items.map((item) => item.id);
    expect(ids).toContain(own.id);
    expect(ids).toContain(provider.id);
    expect(ids).not.toContain(foreign.id);
    expect(ids.indexOf(provider.id)).toBeLessThan(ids.indexOf(own.id));
    expect(page.items.find((item) => item.id === own.id)).toEqual({
      id: own.id,
      title: 'Unser Pitch',
      description: '',
      tags: [],
      durationSeconds: 30,
      views: 0,
      createdAt: new Date('2026-01-02T10:00:00Z'),
      thumbnailUrl: null,
      owner: { id: user.id, displayName: user.email.split('@')[0] },
      scope: 'company',
    });
    expect(page.items.find((item) => item.id === provider.id)).toMatchObject({
      scope: 'provider',
      owner: null,
    });

    expect(await caller.clips.byId({ clipId: provider.id })).toMatchObject({
      id: provider.id,
      canEdit: false,
    });
    const foreignError = await caller.clips
      .byId({ clipId: foreign.id })
      .catch((error: unknown) => error);
    const missingError = await caller.clips
      .byId({ clipId: MISSING })
      .catch((error: unknown) => error);
    expect(foreignError).toMatchObject({ code: 'NOT_FOUND', message: 'Clip nicht gefunden.' });
    expect(missingError).toMatchObject({ code: 'NOT_FOUND', message: 'Clip nicht gefunden.' });
  });

  it('pages newest first with a cursor, and refuses a made-up cursor', async () => {
    const { customer, caller } = await company();
    const created = [];
    for (let day = 1; day <= 5; day++) {
      created.push(
        await createClip(world.db, customer.id, {
          title: `Seite ${day}`,
          tags: ['Blättern'],
          createdAt: new Date(`2030-02-0${day}T08:00:00Z`),
        }),
      );
    }
    const first = await caller.clips.list({ tag: 'Blättern', limit: 2 });
    expect(first.items.map((item) => item.title)).toEqual(['Seite 5', 'Seite 4']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await caller.clips.list({
      tag: 'Blättern',
      limit: 2,
      cursor: first.nextCursor,
    });
    expect(second.items.map((item) => item.title)).toEqual(['Seite 3', 'Seite 2']);
    const last = await caller.clips.list({ tag: 'Blättern', limit: 2, cursor: second.nextCursor });
    expect(last.items.map((item) => item.title)).toEqual(['Seite 1']);
    expect(last.nextCursor).toBeNull();

    for (const cursor of ['kaputt', Buffer.from('["x","y"]').toString('base64url')]) {
      await expect(caller.clips.list({ cursor })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Ungültiger Cursor. Bitte lade die Liste neu.',
      });
    }
  });

  it('searches title, description and tags with or without umlauts, and filters by tag', async () => {
    const { customer, caller } = await company();
    const einwaende = await createClip(world.db, customer.id, {
      title: 'Einwände drehen',
      tags: ['Telefon'],
    });
    const muenchen = await createClip(world.db, customer.id, {
      title: 'Termin vereinbaren',
      description: 'Mit einem Kunden aus München',
      tags: ['Außendienst'],
    });
    const tagged = await createClip(world.db, customer.id, {
      title: 'Nachfassen',
      tags: ['Größenordnung', 'Telefon'],
    });
    const search = async (text: string) =>
      (await caller.clips.list({ search: text })).items.map((item) => item.id);

    for (const text of ['einwaende', 'EINWÄNDE', 'einwände drehen', ' Einwände ']) {
      expect(await search(text)).toEqual([einwaende.id]);
    }
    expect(await search('muenchen')).toEqual([muenchen.id]);
    expect(await search('AUSSENDIENST')).toEqual([muenchen.id]);
    expect(await search('groessen')).toEqual([tagged.id]);
    expect(await search('100%_sicher')).toEqual([]);

    const byTag = async (tag: string) =>
      (await caller.clips.list({ tag })).items.map((item) => item.id);
    expect(await byTag('telefon')).toEqual([tagged.id, einwaende.id]);
    expect(await byTag('GRÖSSENORDNUNG')).toEqual([tagged.id]);
    expect(await byTag('Tele')).toEqual([]);
    expect(await byTag('')).toEqual(expect.arrayContaining([einwaende.id, muenchen.id, tagged.id]));

    const tags = await caller.clips.tags();
    expect(tags.slice(0, 1)).toEqual([{ tag: 'Telefon', count: 2 }]);
    expect(tags).toEqual(
      expect.arrayContaining([
        { tag: 'Außendienst', count: 1 },
        { tag: 'Größenordnung', count: 1 },
      ]),
    );
  });

  it('counts a view once per person and Berlin day', async () => {
    const { customer, caller, user } = await company();
    const colleague = await memberOf(world, customer);
    const clip = await createClip(world.db, customer.id);

    expect(await caller.clips.recordView({ clipId: clip.id })).toEqual({ views: 1 });
    expect(await caller.clips.recordView({ clipId: clip.id })).toEqual({ views: 1 });
    expect(await colleague.caller.clips.recordView({ clipId: clip.id })).toEqual({ views: 2 });

    // The same person on another Berlin day counts again; just before midnight does not.
    const tenant = { customerId: customer.id };
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000);
    expect(await recordView(world.db, tenant, user.id, clip.id, tomorrow)).toEqual({ views: 3 });
    expect(await recordView(world.db, tenant, user.id, clip.id, tomorrow)).toEqual({ views: 3 });
    const night = new Date('2020-03-01T22:30:00Z');
    const morning = new Date('2020-03-01T23:30:00Z');
    expect(await recordView(world.db, tenant, user.id, clip.id, night)).toEqual({ views: 4 });
    expect(await recordView(world.db, tenant, user.id, clip.id, morning)).toEqual({ views: 5 });

    expect((await caller.clips.byId({ clipId: clip.id })).views).toBe(5);
    const listed = (await caller.clips.list()).items.find((item) => item.id === clip.id);
    expect(listed?.views).toBe(5);

    // Sprint's clips count too; another company's clip cannot be counted.
    const provider = await createClip(world.db, null);
    expect(await caller.clips.recordView({ clipId: provider.id })).toEqual({ views: 1 });
    const foreign = await createClip(world.db, (await createCustomer(world.db)).id);
    await expect(caller.clips.recordView({ clipId: foreign.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Clip nicht gefunden.',
    });
    const foreignViews = await world.db
      .select()
      .from(clipViews)
      .where(eq(clipViews.clipId, foreign.id));
    expect(foreignViews).toEqual([]);
  });

  it('creates a clip of an uploaded video with a thumbnail, and announces it', async () => {
    const customer = await createCustomer(world.db);
    const events: { customerId: string; event: RealtimeEvent }[] = [];
    world.realtime = {
      ...silentPublisher,
      publish: (customerId, event) => {
        events.push({ customerId, event });
        return Promise.resolve();
      },
    };
    try {
      const { caller, user } = await memberOf(world, customer);
      const videoPath = await uploadVideo(world, caller, 'company');
      expect(videoPath.startsWith(`customers/${customer.id}/videos/`)).toBe(true);

      const { id } = await caller.clips.create({
        title: '  Der erste Satz ',
        description: 'So beginnt ein gutes Telefonat.',
        tags: [' Kaltakquise ', 'kaltakquise', 'Telefon', 'KALTAKQUISE'],
        videoPath,
        durationSeconds: 42,
        thumbnailDataUrl: TINY_PNG_DATA_URL,
      });

      const thumbnailPath = `customers/${customer.id}/thumbnails/${id}.png`;
      expect(await world.storage.read(thumbnailPath)).toEqual(TINY_PNG);
      const [thumbnailFile] = await world.db
        .select()
        .from(files)
        .where(eq(files.path, thumbnailPath));
      expect(thumbnailFile).toMatchObject({
        customerId: customer.id,
        contentType: 'image/png',
        bytes: TINY_PNG.length,
      });

      const clip = await caller.clips.byId({ clipId: id });
      expect(clip).toMatchObject({
        id,
        title: 'Der erste Satz',
        description: 'So beginnt ein gutes Telefonat.',
        tags: ['Kaltakquise', 'Telefon'],
        durationSeconds: 42,
        views: 0,
        scope: 'company',
        owner: { id: user.id },
        contentType: 'video/mp4',
        canEdit: true,
      });
      expect(clip.createdAt).toBeInstanceOf(Date);
      expect(clip.videoUrl).toMatch(
        new RegExp(`^/files/customers/${customer.id}/videos/[^?]+\\.mp4\\?expires=\\d+&signature=`),
      );
      expect(clip.thumbnailUrl).toMatch(
        new RegExp(`^/files/customers/${customer.id}/thumbnails/${id}\\.png\\?expires=`),
      );
      // The signed URLs really open the files.
      const url = new URL(clip.videoUrl, 'http://localhost');
      expect(
        world.storage.verifyDownload(
          decodeURIComponent(url.pathname.slice('/files/'.length)),
          url.searchParams.get('expires') ?? '',
          url.searchParams.get('signature') ?? '',
        ),
      ).toBe(true);

      await caller.clips.update({ clipId: id, title: 'Neu' });
      await caller.clips.delete({ clipId: id });
      expect(events).toEqual([
        { customerId: customer.id, event: { name: 'clip.changed', data: { clipId: id } } },
        { customerId: customer.id, event: { name: 'clip.changed', data: { clipId: id } } },
        { customerId: customer.id, event: { name: 'clip.changed', data: { clipId: id } } },
      ]);
    } finally {
      world.realtime = undefined;
    }
  });

  it('lets employees create clips for every company, announced nowhere; others are refused', async () => {
    const customer = await createCustomer(world.db);
    const events: RealtimeEvent[] = [];
    world.realtime = {
      ...silentPublisher,
      publish: (_customerId, event) => {
        events.push(event);
        return Promise.resolve();
      },
    };
    try {
      const staff = await employee(world, customer);
      const videoPath = await uploadVideo(world, staff.caller, 'provider');
      expect(videoPath.startsWith('provider/videos/')).toBe(true);
      // A provider video is no company video, and the other way round.
      await expect(
        staff.caller.clips.create({ title: 'Falsch', videoPath, durationSeconds: 5 }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const { id } = await staff.caller.clips.create({
        title: 'Für alle',
        videoPath,
        durationSeconds: 5,
        thumbnailDataUrl: TINY_PNG_DATA_URL,
        scope: 'provider',
      });
      const [row] = await world.db.select().from(clips).where(eq(clips.id, id));
      expect(row).toMatchObject({ customerId: null, ownerId: staff.user.id });
      expect(row?.thumbnailPath).toBe(`provider/thumbnails/${id}.png`);
      const [thumbnail] = await world.db
        .select()
        .from(files)
        .where(eq(files.path, `provider/thumbnails/${id}.png`));
      expect(thumbnail?.customerId).toBeNull();

      // Every company sees it.
      const elsewhere = await company();
      expect(await elsewhere.caller.clips.byId({ clipId: id })).toMatchObject({
        scope: 'provider',
        canEdit: false,
      });

      const member = await memberOf(world, customer, 'primary_admin');
      const before = await clipCount(world);
      await expect(
        member.caller.clips.create({
          title: 'Auch für alle',
          videoPath,
          durationSeconds: 5,
          scope: 'provider',
        }),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Nur Mitarbeiter von Sprint können Clips für alle Kunden anlegen.',
      });
      expect(await clipCount(world)).toBe(before);

      await staff.caller.clips.update({ clipId: id, tags: ['Neu'] });
      await staff.caller.clips.delete({ clipId: id });
      expect(events).toEqual([]);
    } finally {
      world.realtime = undefined;
    }
  });

  it('refuses a foreign, invalid or non-video path and a bad thumbnail, storing nothing', async () => {
    const { customer, caller } = await company();
    const other = await createCustomer(world.db);
    const foreignVideo = await storeVideo(world.db, world.storage, other.id);
    const ownVideo = await storeVideo(world.db, world.storage, customer.id);
    const logoPath = `customers/${customer.id}/logo.png`;
    await world.db
      .insert(files)
      .values({ customerId: customer.id, path: logoPath, contentType: 'image/png', bytes: 4 });
    const clipsBefore = await clipCount(world);
    const filesBefore = await fileCount(world);

    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { videoPath: foreignVideo },
        'NOT_FOUND',
        'Das Video wurde nicht gefunden. Bitte lade es erneut hoch und versuche es noch einmal.',
      ],
      [
        { videoPath: foreignVideo.replace(other.id, customer.id) },
        'NOT_FOUND',
        'Das Video wurde nicht gefunden. Bitte lade es erneut hoch und versuche es noch einmal.',
      ],
      [
        { videoPath: `customers/${customer.id}/videos/../../${other.id}/videos/x.mp4` },
        'BAD_REQUEST',
        'Der Dateipfad enthält ungültige Abschnitte (".", ".." oder "//").',
      ],
      [{ videoPath: '/etc/passwd' }, 'BAD_REQUEST', 'Der Dateipfad muss relativ sein.'],
      [
        { videoPath: logoPath },
        'NOT_FOUND',
        'Das Video wurde nicht gefunden. Bitte lade es erneut hoch und versuche es noch einmal.',
      ],
      [
        { videoPath: ownVideo, thumbnailDataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' },
        'BAD_REQUEST',
        'Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.',
      ],
      [
        {
          videoPath: ownVideo,
          thumbnailDataUrl: `data:image/jpeg;base64,${TINY_PNG.toString('base64')}`,
        },
        'BAD_REQUEST',
        'Die Datei ist kein gültiges Bild.',
      ],
      [
        {
          videoPath: ownVideo,
          thumbnailDataUrl: `data:image/png;base64,${Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]).toString('base64')}`,
        },
        'BAD_REQUEST',
        'Das Bild ist größer als 2 MB.',
      ],
    ];
    for (const [fields, code, message] of refusals) {
      await expect(
        caller.clips.create({ title: 'Versuch', durationSeconds: 10, videoPath: '', ...fields }),
      ).rejects.toMatchObject({ code, message });
    }
    expect(await clipCount(world)).toBe(clipsBefore);
    expect(await fileCount(world)).toBe(filesBefore);
    expect(await world.storage.read(foreignVideo)).toEqual(TINY_MP4);
  });

  it('lets the owner, the company’s admins and (for Sprint’s clips) employees change and delete', async () => {
    const { customer, caller: owner, user } = await company();
    const colleague = await memberOf(world, customer);
    const admin = await memberOf(world, customer, 'admin');
    const staff = await employee(world, customer);
    const ownerAdmin = await memberOf(world, customer, 'primary_admin');
    const clip = await createClip(world.db, customer.id, { ownerId: user.id, title: 'Original' });

    const forbidden = {
      code: 'FORBIDDEN',
      message: 'Du kannst nur deine eigenen Clips bearbeiten.',
    };
    await expect(
      colleague.caller.clips.update({ clipId: clip.id, title: 'Fremd' }),
    ).rejects.toMatchObject(forbidden);
    await expect(colleague.caller.clips.delete({ clipId: clip.id })).rejects.toMatchObject(
      forbidden,
    );
    // An employee without a role in the company is no admin of it.
    await expect(
      staff.caller.clips.update({ clipId: clip.id, title: 'Sprint' }),
    ).rejects.toMatchObject(forbidden);
    expect((await colleague.caller.clips.byId({ clipId: clip.id })).canEdit).toBe(false);
    expect((await admin.caller.clips.byId({ clipId: clip.id })).canEdit).toBe(true);

    expect(await owner.clips.update({ clipId: clip.id, description: 'Vom Owner' })).toEqual({
      id: clip.id,
    });
    await admin.caller.clips.update({
      clipId: clip.id,
      title: ' Vom Admin ',
      tags: ['A', 'a', 'B'],
    });
    expect(await owner.clips.byId({ clipId: clip.id })).toMatchObject({
      title: 'Vom Admin',
      description: 'Vom Owner',
      tags: ['A', 'B'],
    });

    const provider = await createClip(world.db, null, { title: 'Sprint-Clip' });
    await expect(
      ownerAdmin.caller.clips.update({ clipId: provider.id, title: 'Gekapert' }),
    ).rejects.toMatchObject(forbidden);
    await expect(ownerAdmin.caller.clips.delete({ clipId: provider.id })).rejects.toMatchObject(
      forbidden,
    );
    expect((await staff.caller.clips.byId({ clipId: provider.id })).canEdit).toBe(true);
    await staff.caller.clips.update({ clipId: provider.id, title: 'Sprint-Clip 2' });
    expect((await owner.clips.byId({ clipId: provider.id })).title).toBe('Sprint-Clip 2');
    await staff.caller.clips.delete({ clipId: provider.id });
    await expect(owner.clips.byId({ clipId: provider.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    await admin.caller.clips.delete({ clipId: clip.id });
    const ownClip = await createClip(world.db, customer.id, { ownerId: user.id });
    expect(await owner.clips.delete({ clipId: ownClip.id })).toEqual({ id: ownClip.id });
    const left = await world.db
      .select()
      .from(clips)
      .where(inArray(clips.id, [clip.id, ownClip.id]));
    expect(left).toEqual([]);
    await expect(owner.clips.delete({ clipId: clip.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Clip nicht gefunden.',
    });
  });

  it('deletes the clip’s video, thumbnail, records and views', async () => {
    const { customer, caller, user } = await company();
    const videoPath = await uploadVideo(world, caller, 'company');
    const { id } = await caller.clips.create({
      title: 'Weg damit',
      videoPath,
      durationSeconds: 3,
      thumbnailDataUrl: TINY_PNG_DATA_URL,
    });
    await caller.clips.recordView({ clipId: id });
    const thumbnailPath = `customers/${customer.id}/thumbnails/${id}.png`;
    // Another clip showing the same video keeps it.
    const twin = await createClip(world.db, customer.id, { videoPath, ownerId: user.id });

    await caller.clips.delete({ clipId: id });
    expect(await world.storage.read(thumbnailPath)).toBeNull();
    expect(await world.db.select().from(files).where(eq(files.path, thumbnailPath))).toEqual([]);
    expect(await world.storage.read(videoPath)).toEqual(TINY_MP4);
    expect(await world.db.select().from(clipViews).where(eq(clipViews.clipId, id))).toEqual([]);

    await caller.clips.delete({ clipId: twin.id });
    expect(await world.storage.read(videoPath)).toBeNull();
    expect(await world.db.select().from(files).where(eq(files.path, videoPath))).toEqual([]);
  });

  it('refuses bad input in German and stores nothing', async () => {
    const { customer, caller } = await company();
    const videoPath = await storeVideo(world.db, world.storage, customer.id);
    const clip = await createClip(world.db, customer.id);
    const before = await clipCount(world);
    const valid = { title: 'Titel', videoPath, durationSeconds: 10 };
    const cases: [unknown, RegExp][] = [
      [{ ...valid, title: '   ' }, /Bitte gib einen Titel ein\./],
      [{ ...valid, title: 'x'.repeat(201) }, /Der Titel darf höchstens 200 Zeichen lang sein\./],
      [
        { ...valid, description: 'x'.repeat(5001) },
        /Die Beschreibung darf höchstens 5000 Zeichen lang sein\./,
      ],
      [{ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, /Höchstens 20 Tags\./],
      [{ ...valid, tags: ['x'.repeat(51)] }, /Ein Tag darf höchstens 50 Zeichen lang sein\./],
      [{ ...valid, durationSeconds: 0 }, /durationSeconds/],
      [{ ...valid, durationSeconds: 14_401 }, /durationSeconds/],
      [{ ...valid, durationSeconds: 1.5 }, /durationSeconds/],
      [{ ...valid, scope: 'alle' }, /scope/],
      [{ ...valid, customerId: customer.id }, /Unbekannte/],
    ];
    for (const [input, message] of cases) {
      const error = await caller.clips
        .create(input as Parameters<typeof caller.clips.create>[0])
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      expect((error as Error).message).toMatch(message);
    }
    await expect(caller.clips.update({ clipId: clip.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/Keine Änderung angegeben\./) as unknown,
    });
    await expect(caller.clips.byId({ clipId: 'kein-uuid' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.clips.list({ limit: 101 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.clips.list({ search: 'x'.repeat(201) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await clipCount(world)).toBe(before);
  });

  it('answers the empty case', async () => {
    const { caller } = await company();
    // Sprint's clips of other tests are everyone's; a search that matches nothing is empty.
    expect(await caller.clips.list({ search: 'gibt es nirgends' })).toEqual({
      items: [],
      nextCursor: null,
    });
    const provider = await world.db
      .select({ id: clips.id })
      .from(clips)
      .where(isNull(clips.customerId));
    expect((await caller.clips.list({ limit: 100 })).items).toHaveLength(provider.length);
  });
});

describe.each(databaseKinds())('demo clips on %s', (kind) => {
  const world = useTestWorld(kind);

  it('seeds six clips with their files and views, once', async () => {
    const now = new Date('2026-11-23T09:00:00Z');
    const context: SeedContext = {
      db: world.db,
      storage: world.storage,
      ensureAuthUser: ({ email }) => Promise.resolve(`uid-${email}`),
      now,
      secret: world.config.fileUrlSecret,
    };
    await seedIdentity(context);
    await seedTeam(context);
    await seedClips(context);
    const [firstViews] = await world.db.select({ value: count() }).from(clipViews);
    await seedClips({ ...context, now: new Date('2026-11-30T09:00:00Z') });

    const rows = await world.db.select().from(clips);
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.customerId === null)).toHaveLength(4);
    expect(rows.filter((row) => row.customerId === DEMO_CUSTOMER_IDS.nordlicht)).toHaveLength(2);
    expect(rows.every((row) => row.ownerId !== null && row.durationSeconds === 8)).toBe(true);
    const [againViews] = await world.db.select({ value: count() }).from(clipViews);
    expect(againViews?.value).toBe(firstViews?.value);
    expect(firstViews?.value).toBeGreaterThan(6);

    for (const clip of DEMO_CLIPS) {
      const paths = demoClipPaths(clip);
      expect((await world.storage.read(paths.video))?.subarray(4, 8).toString('latin1')).toBe(
        'ftyp',
      );
      expect((await world.storage.read(paths.thumbnail))?.[0]).toBe(0xff);
    }
    const firstVideo = demoClipPaths({ customerId: null, name: 'kaltakquise-einstieg' }).video;
    expect(await world.db.select().from(files).where(eq(files.path, firstVideo))).toEqual([
      expect.objectContaining({
        customerId: null,
        contentType: 'video/mp4',
        fileName: 'Der erste Satz.mp4',
      }),
    ]);

    // Nordlicht sees all six, Kleinkram Sprint's four; every clip has a playable video.
    const as = (email: string, customerId: string) =>
      callerAs(world, identity({ uid: `uid-${email}`, email }), undefined, customerId);
    const nordlicht = as('kunde@nordlicht.local', DEMO_CUSTOMER_IDS.nordlicht);
    const kleinkram = as('inhaber@kleinkram.local', DEMO_CUSTOMER_IDS.kleinkram);
    const nordlichtClips = (await nordlicht.clips.list()).items;
    expect(nordlichtClips.map((clip) => clip.title)).toEqual([
      'Der Abschluss',
      'CRM in 5 Minuten',
      'Follow-up',
      'LinkedIn-Profil',
      'Einwände drehen',
      'Der erste Satz',
    ]);
    expect(nordlichtClips.every((clip) => clip.thumbnailUrl && clip.owner)).toBe(true);
    expect((await kleinkram.clips.list()).items).toHaveLength(4);
    expect((await nordlicht.clips.tags()).map((entry) => entry.tag)).toEqual(
      expect.arrayContaining([
        'Kaltakquise',
        'Einwände',
        'LinkedIn',
        'Follow-up',
        'CRM',
        'Abschluss',
      ]),
    );
    expect(await nordlicht.clips.list({ search: 'einwaende' })).toMatchObject({
      items: [{ title: 'Der Abschluss' }, { title: 'Einwände drehen' }],
    });
  });
});
