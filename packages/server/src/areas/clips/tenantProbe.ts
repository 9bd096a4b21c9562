import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';
import { files } from '../../platform/storage/schema';
import { createClip, storeVideo } from './fixtures';
import { clips, clipViews } from './schema';

const notFound = { code: 'NOT_FOUND', message: 'Clip nicht gefunden.' };

/** The owner's clip, with its video in storage, as the intruder must never see or change it. */
async function ownersClip({ world, owner }: ProbeContext) {
  const videoPath = await storeVideo(world.db, world.storage, owner.customer.id);
  return createClip(world.db, owner.customer.id, {
    ownerId: owner.user.id,
    title: 'Geheimer Pitch',
    description: 'Nur für Eigentümer',
    tags: ['Geheimsache'],
    videoPath,
  });
}

async function unchanged({ world }: ProbeContext, clip: { id: string; videoPath: string }) {
  const [row] = await world.db.select().from(clips).where(eq(clips.id, clip.id));
  expect(row).toMatchObject({ title: 'Geheimer Pitch', tags: ['Geheimsache'] });
  expect(await world.storage.read(clip.videoPath)).not.toBeNull();
  const [file] = await world.db.select().from(files).where(eq(files.path, clip.videoPath));
  expect(file).toBeDefined();
}

export const clipsTenantProbe: TenantProbes = {
  // Sprint's own clips (other probes may add some) are everyone's; the owner's never shows.
  'clips.list': async (context) => {
    const clip = await ownersClip(context);
    const { caller } = context.intruder;
    const ids = async (input?: { search?: string; tag?: string }) =>
      (await caller.clips.list(input)).items.map((item) => item.id);
    expect(await ids()).not.toContain(clip.id);
    expect(await ids({ search: 'geheim' })).toEqual([]);
    expect(await ids({ tag: 'Geheimsache' })).toEqual([]);
  },

  'clips.tags': async (context) => {
    await ownersClip(context);
    const tags = await context.intruder.caller.clips.tags();
    expect(tags.map((entry) => entry.tag)).not.toContain('Geheimsache');
  },

  'clips.byId': async (context) => {
    const clip = await ownersClip(context);
    await expect(context.intruder.caller.clips.byId({ clipId: clip.id })).rejects.toMatchObject(
      notFound,
    );
  },

  'clips.create': async (context) => {
    const { world, owner, intruder } = context;
    const videoPath = await storeVideo(world.db, world.storage, owner.customer.id);
    // The owner's video cannot become the intruder's clip, nor one for every company.
    await expect(
      intruder.caller.clips.create({ title: 'Geklaut', videoPath, durationSeconds: 10 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      intruder.caller.clips.create({
        title: 'Geklaut',
        videoPath,
        durationSeconds: 10,
        scope: 'provider',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await world.db.select().from(clips).where(eq(clips.videoPath, videoPath))).toEqual([]);
  },

  'clips.update': async (context) => {
    const clip = await ownersClip(context);
    await expect(
      context.intruder.caller.clips.update({ clipId: clip.id, title: 'Übernommen', tags: [] }),
    ).rejects.toMatchObject(notFound);
    await unchanged(context, clip);
  },

  'clips.delete': async (context) => {
    const clip = await ownersClip(context);
    await expect(context.intruder.caller.clips.delete({ clipId: clip.id })).rejects.toMatchObject(
      notFound,
    );
    await unchanged(context, clip);
  },

  'clips.recordView': async (context) => {
    const clip = await ownersClip(context);
    await expect(
      context.intruder.caller.clips.recordView({ clipId: clip.id }),
    ).rejects.toMatchObject(notFound);
    const views = await context.world.db
      .select()
      .from(clipViews)
      .where(eq(clipViews.clipId, clip.id));
    expect(views).toEqual([]);
  },
};
