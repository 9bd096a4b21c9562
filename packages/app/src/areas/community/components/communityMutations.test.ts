import { describe, expect, it } from 'vitest';
import { withLikeToggled } from './communityMutations';

describe('withLikeToggled', () => {
  const at = new Date('2026-11-20T09:00:00Z');
  const feed = {
    pages: [
      {
        pinned: [{ id: 'p1', likedByMe: false, likeCount: 3, createdAt: at }],
        items: [{ id: 'p2', likedByMe: true, likeCount: 1, createdAt: at }],
        nextCursor: null,
      },
    ],
    pageParams: [undefined],
  };

  it('turns the like over wherever the post is, and leaves everything else as it was', () => {
    const liked = withLikeToggled(feed, 'p1') as typeof feed;
    expect(liked.pages[0]?.pinned[0]).toEqual({
      id: 'p1',
      likedByMe: true,
      likeCount: 4,
      createdAt: at,
    });
    expect(liked.pages[0]?.items[0]).toEqual(feed.pages[0]?.items[0]);
    const unliked = withLikeToggled(feed, 'p2') as typeof feed;
    expect(unliked.pages[0]?.items[0]).toMatchObject({ likedByMe: false, likeCount: 0 });
    expect(unliked.pages[0]?.items[0]?.createdAt).toBe(at);
  });

  it('finds a reply inside a thread', () => {
    const thread = [
      {
        id: 'c1',
        likedByMe: false,
        likeCount: 0,
        replies: [{ id: 'c2', likedByMe: false, likeCount: 2 }],
      },
    ];
    expect(withLikeToggled(thread, 'c2')).toEqual([
      {
        id: 'c1',
        likedByMe: false,
        likeCount: 0,
        replies: [{ id: 'c2', likedByMe: true, likeCount: 3 }],
      },
    ]);
  });
});
