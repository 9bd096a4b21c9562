import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import {
  callerAs,
  createCustomer,
  createUser,
  identity,
  memberOf,
  useTestWorld,
} from '../../../test/fixtures';
import { mailsTo, waitForMail } from '../../../test/mailbox';
import { users, type Customer } from '../../platform/identity/schema';
import { levelOf, levelProgress, LEVEL_THRESHOLDS } from '../../platform/points/model';
import { pointEvents } from '../../platform/points/schema';
import { awardPoints, pointsOf } from '../../platform/points/service';
import { notifications } from '../../platform/notifications/schema';
import { sendDailyDigests } from '../../platform/notifications/service';
import { silentPublisher } from '../../platform/realtime/publisher';
import { createLogger } from '../../platform/log';
import { passageOf, searchCommunity } from './search';
import { communityComments, communityPostImages, communityPosts } from './schema';
import { storeFile } from '../../platform/storage/fixtures';

describe('levels', () => {
  it('follow the thresholds 0 / 5 / 20 / 65 / 155 / 515 / 2,015 / 8,015 / 33,015', () => {
    expect(LEVEL_THRESHOLDS).toEqual([0, 5, 20, 65, 155, 515, 2015, 8015, 33015]);
    for (const [index, threshold] of LEVEL_THRESHOLDS.entries()) {
      expect(levelOf(threshold)).toBe(index + 1);
      if (threshold > 0) expect(levelOf(threshold - 1)).toBe(index);
    }
    expect(levelOf(1_000_000)).toBe(9);
    expect(levelProgress(7)).toEqual({ level: 2, points: 7, nextLevelAt: 20, pointsToNext: 13 });
    expect(levelProgress(40_000)).toMatchObject({ level: 9, nextLevelAt: null, pointsToNext: 0 });
  });

  it('cuts search passages at their markers', () => {
    expect(passageOf('Viele \u0001Kündigungen\u0002 kamen')).toEqual([
      { text: 'Viele ', match: false },
      { text: 'Kündigungen', match: true },
      { text: ' kamen', match: false },
    ]);
  });
});

const mention = (user: { id: string }, label: string) =>
  `<span data-type="mention" data-id="${user.id}" data-label="${label}">@${label}</span>`;

describe.each(databaseKinds())('community on %s', (kind) => {
  const world = useTestWorld(kind);

  /** A provider employee working in the provider's company. */
  async function employee(name = 'Clara Chef') {
    const provider = await createCustomer(world.db, { name: 'Sprint Demo GmbH' });
    const who = identity({ email: `${randomUUID()}@sprint.test` });
    const user = await createUser(world.db, who, {
      ourEmployee: true,
      memberships: [{ customer: provider, role: 'primary_admin' }],
      activeCustomer: provider,
    });
    await world.db.update(users).set({ displayName: name }).where(eq(users.id, user.id));
    return { customer: provider, user, who, caller: callerAs(world, who) };
  }

  /** A customer company with one member; opened for the community when `open`. */
  async function customerMember(open: boolean, staff?: Awaited<ReturnType<typeof employee>>) {
    const customer = await createCustomer(world.db, { name: 'Nordlicht Vertrieb GmbH' });
    const member = await memberOf(world, customer);
    if (open) {
      const opener = staff ?? (await employee());
      await opener.caller.community.access.set({ customerId: customer.id, open: true });
    }
    return { customer, ...member };
  }

  async function category(
    staff: Awaited<ReturnType<typeof employee>>,
    name = `Kategorie ${randomUUID().slice(0, 6)}`,
  ) {
    return staff.caller.community.categories.create({ name });
  }

  async function postCount() {
    const [row] = await world.db.select({ value: count() }).from(communityPosts);
    return row?.value ?? 0;
  }

  it('refuses a customer member until an employee opens the community for the company', async () => {
    const staff = await employee();
    const { customer, caller } = await customerMember(false);
    const { id: categoryId } = await category(staff);
    await expect(caller.community.posts.list()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Die Community ist für dein Unternehmen noch nicht freigeschaltet.',
    });
    await expect(
      caller.community.posts.create({ categoryId, title: 'Hallo', bodyHtml: '<p>Hallo</p>' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Only employees open it.
    await expect(
      caller.community.access.set({ customerId: customer.id, open: true }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Nur für Mitarbeiter verfügbar.',
    });
    expect(
      await staff.caller.community.access.set({ customerId: customer.id, open: true }),
    ).toEqual({ open: true });
    const post = await caller.community.posts.create({
      categoryId,
      title: 'Hallo',
      bodyHtml: '<p>Hallo zusammen</p>',
    });
    const feed = await staff.caller.community.posts.list({ categoryId, sort: 'new' });
    expect(feed.items).toEqual([
      expect.objectContaining({
        id: post.id,
        title: 'Hallo',
        excerpt: 'Hallo zusammen',
        author: expect.objectContaining({
          company: 'Nordlicht Vertrieb GmbH',
          level: 1,
          staff: false,
        }),
      }),
    ]);
    // The sidebar learns it through the company's shared settings.
    expect((await caller.auth.me()).customer).toMatchObject({ communityOpen: true });
    await staff.caller.community.access.set({ customerId: customer.id, open: false });
    await expect(caller.community.posts.byId({ postId: post.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('shows a post’s pictures to every reader, from uploads of the author’s company only', async () => {
    const staff = await employee();
    const { id: categoryId } = await category(staff);
    const { customer, caller } = await customerMember(true, staff);
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(32)]);
    const picture = (owner: string) =>
      storeFile(world, owner, `postImages/${randomUUID()}.png`, png, 'image/png');
    const first = await picture(customer.id);
    const second = await picture(customer.id);
    const foreign = await picture(staff.customer.id);
    const notAnImage = await storeFile(world, customer.id, `receipts/${randomUUID()}.pdf`);

    const post = await caller.community.posts.create({
      categoryId,
      title: 'Unser neuer Messestand',
      bodyHtml: '<p>So sah es aus.</p>',
      images: [
        { path: first, alt: 'Der Stand von vorn' },
        { path: second, alt: '' },
      ],
    });
    // The employee of another company reads them through signed URLs.
    const seen = await staff.caller.community.posts.byId({ postId: post.id });
    expect(seen.images.map((image) => [image.path, image.alt])).toEqual([
      [first, 'Der Stand von vorn'],
      [second, ''],
    ]);
    expect(seen.images[0]?.url).toContain(`/files/${first}?expires=`);
    const feed = await staff.caller.community.posts.list({ categoryId, sort: 'new' });
    expect(feed.items[0]?.images).toHaveLength(2);

    // Another company's picture, another purpose's file, or too many: refused, nothing changed.
    for (const path of [foreign, notAnImage, 'customers/x/postImages/nichts.png']) {
      await expect(
        caller.community.posts.update({ postId: post.id, images: [{ path, alt: '' }] }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Das Bild wurde nicht gefunden. Bitte lade es noch einmal hoch.',
      });
    }
    await expect(
      caller.community.posts.update({
        postId: post.id,
        images: Array.from({ length: 5 }, () => ({ path: first, alt: '' })),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await caller.community.posts.byId({ postId: post.id })).images).toHaveLength(2);

    await caller.community.posts.update({
      postId: post.id,
      images: [{ path: second, alt: 'Neu' }],
    });
    expect(
      (await caller.community.posts.byId({ postId: post.id })).images.map((image) => image.alt),
    ).toEqual(['Neu']);
    await caller.community.posts.delete({ postId: post.id });
    expect(await world.db.select().from(communityPostImages)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ postId: post.id })]),
    );
  });

  it('tells the company’s members live when the community is opened for them', async () => {
    const customer = await createCustomer(world.db, { name: 'Kleinkram UG' });
    const events: { channel: string; name: string }[] = [];
    world.realtime = {
      ...silentPublisher,
      publish: (customerId, event) => {
        events.push({ channel: `customer:${customerId}`, name: event.name });
        return Promise.resolve();
      },
      publishTo: (channel, event) => {
        events.push({ channel, name: event.name });
        return Promise.resolve();
      },
    };
    try {
      const staff = await employee();
      await staff.caller.community.access.set({ customerId: customer.id, open: true });
    } finally {
      delete world.realtime;
    }
    expect(events).toEqual([{ channel: `customer:${customer.id}`, name: 'customer.changed' }]);
  });

  it('stores a post sanitised, tells the mentioned member and refuses mentions outside', async () => {
    const staff = await employee();
    const member = await customerMember(true, staff);
    const outsider = await customerMember(false);
    const { id: categoryId } = await category(staff);

    const before = await postCount();
    await expect(
      staff.caller.community.posts.create({
        categoryId,
        title: 'Für alle',
        bodyHtml: `<p>Hallo ${mention(outsider.user, 'Außen')}</p>`,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Erwähnen kannst du nur Mitglieder der Community.',
    });
    await expect(
      staff.caller.community.posts.create({
        categoryId,
        title: 'Lang',
        bodyHtml: `<p>${'a'.repeat(50_001)}</p>`,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('höchstens 50.000 Zeichen'),
    });
    await expect(
      staff.caller.community.posts.create({
        categoryId,
        title: 'Leer',
        bodyHtml: '<script>alert(1)</script>',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await postCount()).toBe(before);

    const { id } = await staff.caller.community.posts.create({
      categoryId,
      title: 'Neue Gesprächsleitfäden',
      bodyHtml: `<p onclick="steal()">Schau mal, ${mention(member.user, 'Nora')}!</p><script>alert(1)</script><img src="x" onerror="alert(1)">`,
    });
    const post = await member.caller.community.posts.byId({ postId: id });
    expect(post.bodyHtml).toBe(
      `<p>Schau mal, <span data-type="mention" data-id="${member.user.id}" data-label="Nora">@Nora</span>!</p>`,
    );
    expect(await member.caller.notifications.unreadCount()).toBe(1);
    const { items } = await member.caller.notifications.list();
    expect(items[0]).toMatchObject({
      kind: 'mention',
      title: 'Clara Chef hat dich in „Neue Gesprächsleitfäden“ erwähnt',
      href: `/app/community/posts/${id}`,
      read: false,
    });
    // Mentions are e-mailed unless switched off.
    const mail = await waitForMail(member.user.email);
    expect(mail.subject).toBe('Clara Chef hat dich in „Neue Gesprächsleitfäden“ erwähnt');
    expect(await member.caller.notifications.markRead({})).toEqual({ marked: 1 });
    expect(await member.caller.notifications.unreadCount()).toBe(0);
  });

  it('keeps announcements to employees and moderation to employees, with a history', async () => {
    const staff = await employee();
    const member = await customerMember(true, staff);
    const announcements = await staff.caller.community.categories.create({
      name: 'Ankündigungen',
      staffOnly: true,
    });
    await expect(
      member.caller.community.posts.create({
        categoryId: announcements.id,
        title: 'X',
        bodyHtml: '<p>X</p>',
      }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'In dieser Kategorie schreiben nur Mitarbeiter von Sprint.',
    });
    await expect(
      member.caller.community.categories.create({ name: 'Eigene' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Nur Mitarbeiter von Sprint können die Community moderieren.',
    });

    const { id: categoryId } = await category(staff);
    const first = await member.caller.community.posts.create({
      categoryId,
      title: 'Erster',
      bodyHtml: '<p>Eins</p>',
    });
    const second = await member.caller.community.posts.create({
      categoryId,
      title: 'Zweiter',
      bodyHtml: '<p>Zwei</p>',
    });
    await expect(
      member.caller.community.posts.pin({ postId: first.id, on: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await staff.caller.community.posts.pin({ postId: first.id, on: true });
    const feed = await member.caller.community.posts.list({ categoryId, sort: 'new' });
    expect(feed.pinned.map((post) => post.id)).toEqual([first.id]);
    expect(feed.items.map((post) => post.id)).toEqual([second.id]);

    await staff.caller.community.posts.close({ postId: first.id, on: true });
    await expect(
      member.caller.community.comments.create({ postId: first.id, body: 'Noch was' }),
    ).rejects.toMatchObject({
      message: 'Dieser Beitrag ist für Kommentare geschlossen.',
    });

    const other = await customerMember(true, staff);
    await staff.caller.community.posts.hide({ postId: second.id, on: true });
    await expect(other.caller.community.posts.byId({ postId: second.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // A like on what the person cannot read is a missing post.
    await expect(other.caller.community.likes.toggle({ postId: second.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Beitrag nicht gefunden.',
    });
    expect((await member.caller.community.posts.byId({ postId: second.id })).hidden).toBe(true);
    // Someone else's post is not theirs to edit or delete.
    await expect(
      other.caller.community.posts.update({ postId: first.id, title: 'Meins' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await staff.caller.community.posts.delete({ postId: second.id });
    const history = (await staff.caller.community.posts.byId({ postId: first.id })).history;
    expect(history.map((entry) => entry.action)).toEqual(['pinned', 'closed']);
    await expect(member.caller.community.posts.byId({ postId: second.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('threads comments one level deep and tells the post’s author, the replied-to and followers', async () => {
    const staff = await employee();
    const author = await customerMember(true, staff);
    const commenter = await customerMember(true, staff);
    const { id: categoryId } = await category(staff);
    const post = await author.caller.community.posts.create({
      categoryId,
      title: 'Messe-Nachfassung',
      bodyHtml: '<p>Wie macht ihr das?</p>',
    });
    const comment = await commenter.caller.community.comments.create({
      postId: post.id,
      body: 'Am nächsten Tag anrufen.',
    });
    const reply = await author.caller.community.comments.create({
      postId: post.id,
      parentId: comment.id,
      body: 'Danke!',
    });
    await expect(
      commenter.caller.community.comments.create({
        postId: post.id,
        parentId: reply.id,
        body: 'Gern',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Auf eine Antwort kann nicht weiter geantwortet werden.',
    });
    const thread = await staff.caller.community.comments.list({ postId: post.id });
    expect(thread).toEqual([
      expect.objectContaining({
        id: comment.id,
        body: 'Am nächsten Tag anrufen.',
        replies: [expect.objectContaining({ id: reply.id, body: 'Danke!' })],
      }),
    ]);
    expect((await staff.caller.community.posts.byId({ postId: post.id })).commentCount).toBe(2);

    const authorsBell = await author.caller.notifications.list();
    expect(authorsBell.items.map((item) => item.kind)).toEqual(['reply']);
    const commentersBell = await commenter.caller.notifications.list();
    expect(commentersBell.items[0]).toMatchObject({
      kind: 'reply',
      title: expect.stringContaining('auf deinen Kommentar'),
    });

    await expect(
      author.caller.community.comments.delete({ commentId: comment.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await commenter.caller.community.comments.delete({ commentId: comment.id });
    const after = await staff.caller.community.comments.list({ postId: post.id });
    expect(after[0]).toMatchObject({
      deleted: true,
      body: '',
      replies: [expect.objectContaining({ id: reply.id })],
    });
  });

  it('counts a like once, never one’s own, awards and takes back its point, and bundles the bell', async () => {
    const staff = await employee();
    const author = await customerMember(true, staff);
    const [first, second, third] = [
      await customerMember(true, staff),
      await customerMember(true, staff),
      await customerMember(true, staff),
    ];
    const fans = [first, second, third];
    const { id: categoryId } = await category(staff);
    const post = await author.caller.community.posts.create({
      categoryId,
      title: 'Abschluss!',
      bodyHtml: '<p>Geschafft</p>',
    });
    await expect(author.caller.community.likes.toggle({ postId: post.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Eigene Beiträge und Kommentare kannst du nicht mit „Gefällt mir“ markieren.',
    });
    for (const fan of fans) {
      expect(await fan.caller.community.likes.toggle({ postId: post.id })).toMatchObject({
        liked: true,
      });
    }
    expect((await pointsOf(world.db, author.user.id)).points).toBe(3);
    const { items } = await author.caller.notifications.list();
    expect(items.filter((item) => item.kind === 'like').map((item) => item.title)).toEqual([
      '3 Personen gefällt dein Beitrag „Abschluss!“',
    ]);
    // Withdrawn: the point goes, liking again brings it back once.
    expect(await first.caller.community.likes.toggle({ postId: post.id })).toEqual({
      liked: false,
      likeCount: 2,
    });
    expect((await pointsOf(world.db, author.user.id)).points).toBe(2);
    await first.caller.community.likes.toggle({ postId: post.id });
    expect((await pointsOf(world.db, author.user.id)).points).toBe(3);

    const board = await author.caller.leaderboard.board({ period: '7d', scope: 'company' });
    expect(board.entries).toEqual([
      expect.objectContaining({ userId: author.user.id, rank: 1, points: 3, isMe: true }),
    ]);
    const community = await second.caller.leaderboard.board({
      period: 'all',
      scope: 'community',
    });
    expect(community.entries.find((entry) => entry.userId === author.user.id)).toMatchObject({
      points: 3,
      company: 'Nordlicht Vertrieb GmbH',
    });
    expect(community.me).toMatchObject({ userId: second.user.id, points: 0 });

    await author.caller.leaderboard.setHidden({ hidden: true });
    const hidden = await second.caller.leaderboard.board({ period: 'all', scope: 'community' });
    expect(hidden.entries.map((entry) => entry.userId)).not.toContain(author.user.id);
    expect(
      (await author.caller.leaderboard.board({ period: '7d', scope: 'company' })).me,
    ).toBeNull();
    expect(await author.caller.leaderboard.me()).toMatchObject({
      points: 3,
      level: 1,
      pointsToNext: 2,
      hiddenFromLeaderboard: true,
    });
  });

  it('records points once per event and within the daily cap', async () => {
    const customer: Customer = await createCustomer(world.db);
    const { user } = await memberOf(world, customer);
    const award = {
      userId: user.id,
      customerId: customer.id,
      source: 'trainings.lesson' as const,
      sourceId: 'lesson-1',
    };
    expect(await awardPoints(world.db, award)).toBe(2);
    expect(await awardPoints(world.db, award)).toBe(0);
    // 40 a day from lessons: 19 more lessons, then nothing until tomorrow.
    for (let index = 2; index <= 20; index += 1) {
      expect(await awardPoints(world.db, { ...award, sourceId: `lesson-${index}` })).toBe(2);
    }
    expect(await awardPoints(world.db, { ...award, sourceId: 'lesson-21' })).toBe(0);
    const tomorrow = new Date(Date.now() + 36 * 3_600_000);
    expect(await awardPoints(world.db, { ...award, sourceId: 'lesson-21', at: tomorrow })).toBe(2);
    const [events] = await world.db
      .select({ value: count() })
      .from(pointEvents)
      .where(eq(pointEvents.userId, user.id));
    expect(events?.value).toBe(21);
    expect(await pointsOf(world.db, user.id)).toMatchObject({ points: 42, level: 3 });
  });

  it('finds posts and comments by German stems, ranked, with the passage, filtered', async () => {
    const staff = await employee();
    const member = await customerMember(true, staff);
    const first = await category(staff);
    const second = await category(staff);
    const word = `Zwischenhändler${randomUUID().slice(0, 4)}`.toLowerCase();
    const post = await member.caller.community.posts.create({
      categoryId: first.id,
      title: 'Verlängerungen',
      bodyHtml: `<p>Was tun bei einer Kündigung durch ${word}?</p>`,
    });
    const other = await staff.caller.community.posts.create({
      categoryId: second.id,
      title: 'Anderes',
      bodyHtml: '<p>Nichts dazu</p>',
    });
    const comment = await staff.caller.community.comments.create({
      postId: other.id,
      body: `Viele Kündigungen kommen von ${word} – sofort anrufen!`,
    });
    const hits = await member.caller.community.search({ query: `Kündigungen ${word}` });
    expect(hits.map((hit) => [hit.kind, hit.postId, hit.commentId])).toEqual(
      expect.arrayContaining([
        ['post', post.id, null],
        ['comment', other.id, comment.id],
      ]),
    );
    const commentHit = hits.find((hit) => hit.kind === 'comment');
    expect(
      commentHit?.passage.filter((segment) => segment.match).map((segment) => segment.text),
    ).toContain('Kündigungen');
    const inFirst = await member.caller.community.search({ query: word, categoryId: first.id });
    expect(inFirst.map((hit) => hit.postId)).toEqual([post.id]);
    const byStaff = await member.caller.community.search({ query: word, authorId: staff.user.id });
    expect(byStaff.map((hit) => hit.commentId)).toEqual([comment.id]);
    expect(byStaff[0]?.authorName).toBe('Clara Chef');
    // A post moved to another category takes its comments along, in the search too.
    await staff.caller.community.posts.update({ postId: other.id, categoryId: first.id });
    const moved = await member.caller.community.search({ query: word, categoryId: first.id });
    expect(moved.map((hit) => hit.commentId)).toEqual(expect.arrayContaining([null, comment.id]));
    expect(await member.caller.community.search({ query: word, categoryId: second.id })).toEqual(
      [],
    );
  });

  it('finds the same matches whether the newest rows or the GIN index hold them', async () => {
    const staff = await employee();
    const { id: categoryId } = await category(staff);
    const word = `Wiedervorlage${randomUUID().slice(0, 4)}`.toLowerCase();
    for (let index = 0; index < 4; index += 1) {
      const post = await staff.caller.community.posts.create({
        categoryId,
        title: `Runde ${index}`,
        bodyHtml: `<p>${index % 2 === 0 ? word : 'Nichts'} in Runde ${index}</p>`,
      });
      await staff.caller.community.comments.create({
        postId: post.id,
        body: `${index % 2 === 1 ? word : 'Anderes'} im Kommentar ${index}`,
      });
    }
    const viewer = { userId: staff.user.id, ourEmployee: true, customerId: staff.customer.id };
    const ids = (hits: Awaited<ReturnType<typeof searchCommunity>>) =>
      hits.map((hit) => hit.commentId ?? hit.postId).sort();
    for (const input of [{ query: word }, { query: word, categoryId }]) {
      const wide = await searchCommunity(world.db, viewer, input);
      // Windows of one row: every match but the newest comes from the GIN step.
      const narrow = await searchCommunity(world.db, viewer, input, { posts: 1, comments: 1 });
      expect(wide).toHaveLength(4);
      expect(ids(narrow)).toEqual(ids(wide));
    }
  });

  it('pages the feed by newest and by likes, and marks what is new since the last visit', async () => {
    const staff = await employee();
    const member = await customerMember(true, staff);
    const { id: categoryId } = await category(staff);
    const ids: string[] = [];
    for (let index = 0; index < 22; index += 1) {
      ids.push(
        (
          await staff.caller.community.posts.create({
            categoryId,
            title: `Beitrag ${index}`,
            bodyHtml: '<p>Text</p>',
          })
        ).id,
      );
    }
    await member.caller.community.likes.toggle({ postId: ids[3] ?? '' });
    const first = await member.caller.community.posts.list({ categoryId, sort: 'new' });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.id).toBe(ids[21]);
    expect(first.newSince).toBeNull();
    const second = await member.caller.community.posts.list({
      categoryId,
      sort: 'new',
      cursor: first.nextCursor ?? '',
    });
    expect(second.items.map((post) => post.id)).toEqual([ids[1], ids[0]]);
    expect(second.nextCursor).toBeNull();
    const top = await member.caller.community.posts.list({ categoryId, sort: 'top' });
    expect(top.items[0]).toMatchObject({ id: ids[3], likeCount: 1, likedByMe: true });
    await expect(
      member.caller.community.posts.list({ categoryId, sort: 'top', cursor: 'kaputt' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('sends the daily digest once a day to who asked for it', async () => {
    const staff = await employee();
    const member = await customerMember(true, staff);
    await member.caller.account.preferences.update({
      notifications: { dailyDigest: true, mention: false },
    });
    const { id: categoryId } = await category(staff);
    await staff.caller.community.posts.create({
      categoryId,
      title: 'Für den Überblick',
      bodyHtml: `<p>${mention(member.user, 'N')}</p>`,
    });
    const deps = {
      db: world.db,
      realtime: silentPublisher,
      mailer: world.mailer,
      config: world.config,
      log: createLogger('silent'),
    };
    const morning = new Date();
    morning.setUTCHours(9, 0, 0, 0);
    const sentBefore = await sendDailyDigests(deps, morning);
    expect(sentBefore).toBeGreaterThanOrEqual(1);
    expect(await sendDailyDigests(deps, morning)).toBe(0);
    const mails = await mailsTo(member.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Eine neue Benachrichtigung in Sprint']);
    const [row] = await world.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.user.id));
    expect(row?.digestedAt).not.toBeNull();
  });

  it('refuses bad input in German and stores nothing', async () => {
    const staff = await employee();
    const before = await postCount();
    await expect(
      staff.caller.community.posts.create({
        categoryId: randomUUID(),
        title: ' ',
        bodyHtml: '<p>x</p>',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Bitte gib einen Titel ein.'),
    });
    await expect(
      staff.caller.community.posts.create({
        categoryId: randomUUID(),
        title: 'T',
        bodyHtml: '<p>x</p>',
      }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Kategorie nicht gefunden.',
    });
    await expect(
      staff.caller.community.comments.create({ postId: randomUUID(), body: 'x'.repeat(10_001) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const [comments] = await world.db.select({ value: count() }).from(communityComments);
    expect(await postCount()).toBe(before);
    expect(comments?.value).toBeGreaterThanOrEqual(0);
  });
});
