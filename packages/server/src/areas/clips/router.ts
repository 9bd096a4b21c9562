import type { TenantContext } from '../../platform/trpc';
import { actorOf } from '../../platform/tenancy/actor';
import { z } from 'zod';
import { appError } from '../../platform/errors';
import { noInput } from '../../platform/inputs';
import { router, tenantProcedure } from '../../platform/trpc';
import type { ClipEvent } from './events';
import { createClipInput, MAX_TAG, updateClipInput } from './model';
import {
  CLIP_NOT_FOUND,
  clipTagCounts,
  createClip,
  deleteClip,
  findClip,
  listClips,
  recordView,
  updateClip,
} from './service';

/**
 * Best effort, after the write: the company's open clip pages refetch. Sprint's own clips are on
 * no company's channel (they would be on every one), so they announce nothing.
 */
function announce(ctx: TenantContext, clip: { id: string; customerId: string | null }) {
  if (clip.customerId === null) return;
  const event: ClipEvent = { name: 'clip.changed', data: { clipId: clip.id } };
  void ctx.realtime.publish(clip.customerId, event);
}

const clipRef = z.strictObject({ clipId: z.uuid() });

export const clipsRouter = router({
  /** The company's clips and Sprint's, newest first, under a search and a tag. */
  list: tenantProcedure
    .input(
      z
        .strictObject({
          search: z.string().trim().max(200).optional(),
          tag: z.string().trim().max(MAX_TAG).optional(),
          cursor: z.string().max(200).nullish(),
          // Sent by tRPC's infinite queries along with the cursor; pages only go forward.
          direction: z.enum(['forward', 'backward']).optional(),
          limit: z.number().int().min(1).max(100).default(48),
        })
        .optional(),
    )
    .query(({ ctx, input }) =>
      listClips(ctx.db, ctx.storage, ctx.tenant, { ...input, limit: input?.limit ?? 48 }),
    ),

  /** The tags of the clips the company sees, most used first (the tag filter's choices). */
  tags: tenantProcedure.input(noInput).query(({ ctx }) => clipTagCounts(ctx.db, ctx.tenant)),

  /** One clip with its video; another company's clip is as missing as a missing one. */
  byId: tenantProcedure.input(clipRef).query(async ({ ctx, input }) => {
    const clip = await findClip(ctx.db, ctx.storage, ctx.tenant, actorOf(ctx), input.clipId);
    if (!clip) throw appError('NOT_FOUND', CLIP_NOT_FOUND);
    return clip;
  }),

  /** A clip of a completed video upload; `provider` makes it Sprint's, for every company. */
  create: tenantProcedure.input(createClipInput).mutation(async ({ ctx, input }) => {
    const clip = await createClip(ctx.db, ctx.storage, ctx.tenant, actorOf(ctx), input);
    announce(ctx, clip);
    return { id: clip.id };
  }),

  update: tenantProcedure.input(updateClipInput).mutation(async ({ ctx, input }) => {
    const { clipId, ...changes } = input;
    const clip = await updateClip(ctx.db, ctx.tenant, actorOf(ctx), clipId, changes);
    announce(ctx, clip);
    return { id: clip.id };
  }),

  delete: tenantProcedure.input(clipRef).mutation(async ({ ctx, input }) => {
    const clip = await deleteClip(ctx.db, ctx.storage, ctx.tenant, actorOf(ctx), input.clipId);
    announce(ctx, clip);
    return { id: clip.id };
  }),

  /** The caller watched the clip: counted once a day; answers the clip's views since. */
  recordView: tenantProcedure
    .input(clipRef)
    .mutation(({ ctx, input }) => recordView(ctx.db, ctx.tenant, ctx.user.id, input.clipId)),
});
