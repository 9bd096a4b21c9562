import { useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MessagesSquare, PenSquare, SearchX, Trophy } from 'lucide-react';
import { FEED_SORT_LABELS, OWN_LIKE, type FeedSort } from '@sprint/server/community';
import {
  Button,
  EmptyState,
  HighlightedText,
  Link,
  LookupField,
  PageHeader,
  PostCard,
  PostFeed,
  PostFeedItem,
  QueryState,
  SegmentedControl,
  SegmentedControlItem,
  Stack,
  TabNav,
  TabNavLink,
  Text,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess, useViewer } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { usePageSearchParams } from '../../router/usePageSearchParams';
import { forCommunity, postHref, type Category, type PostSummary } from './queries';
import { feedParams, parseFeedParams, type FeedState } from './components/communitySearchParams';
import { useToggleLike } from './components/communityMutations';
import { PostEditorDialog } from './components/PostEditorDialog';

const TITLE = 'Community';
const DESCRIPTION = 'Austausch mit anderen Vertriebsteams.';
const FEED_PATH = '/app/community';

/** One post in the feed, with its 'Gefällt mir'. */
function FeedPost({ post }: { post: PostSummary }) {
  const like = useToggleLike();
  return (
    <PostFeedItem>
      <PostCard
        title={post.title}
        href={postHref(post.id)}
        author={post.author}
        createdAt={post.createdAt}
        category={post.category.name}
        excerpt={post.excerpt}
        images={post.images.map((image) => ({ src: image.url, alt: image.alt }))}
        pinned={post.pinned}
        closed={post.closed}
        hidden={post.hidden}
        isNew={post.isNew}
        commentCount={post.commentCount}
        like={{
          liked: post.likedByMe,
          count: post.likeCount,
          busy: like.isPending,
          disabled: post.mine,
          disabledReason: post.mine ? OWN_LIKE : undefined,
          onToggle: () => like.mutate({ postId: post.id }),
        }}
      />
    </PostFeedItem>
  );
}

/**
 * Loads the next page when the end of the feed scrolls into view (the button stays for
 * keyboards). Observed anew per loaded page: an end still in view after it asks for the next.
 */
function useLoadMoreWhenVisible(enabled: boolean, pages: number, load: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  // The newest `load` without observing anew on every render (the query object changes each time).
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, pages]);
  return ref;
}

function Feed({ state }: { state: FeedState }) {
  const trpc = useTRPC();
  const feed = useInfiniteQuery(
    trpc.community.posts.list.infiniteQueryOptions(
      { categoryId: state.categoryId ?? undefined, sort: state.sort },
      {
        getNextPageParam: (page) => page.nextCursor ?? undefined,
        placeholderData: keepPreviousData,
      },
    ),
  );
  const loadMore = useMemo(
    () => () => {
      if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
    },
    [feed],
  );
  const sentinel = useLoadMoreWhenVisible(feed.hasNextPage, feed.data?.pages.length ?? 0, loadMore);
  return (
    <QueryState
      query={feed}
      loadingLabel="Beiträge werden geladen"
      errorTitle="Beiträge konnten nicht geladen werden"
      icon={<MessagesSquare aria-hidden />}
      isEmpty={(data) => data.pages[0]?.pinned.length === 0 && data.pages[0]?.items.length === 0}
      empty={
        <EmptyState icon={<MessagesSquare aria-hidden />} title="Noch keine Posts">
          Schreib den ersten Beitrag: eine Frage, einen Erfolg oder einen Tipp für die anderen.
        </EmptyState>
      }
    >
      {(data) => (
        <Stack gap="4" aria-busy={feed.isPlaceholderData || undefined}>
          <PostFeed aria-label="Beiträge" aria-busy={feed.isFetchingNextPage || undefined}>
            {data.pages.flatMap((page) =>
              [...page.pinned, ...page.items].map((post) => <FeedPost key={post.id} post={post} />),
            )}
          </PostFeed>
          {feed.hasNextPage ? (
            <Stack direction="row" justify="center" ref={sentinel}>
              <Button
                variant="outline"
                aria-busy={feed.isFetchingNextPage || undefined}
                aria-disabled={feed.isFetchingNextPage || undefined}
                onClick={loadMore}
              >
                {feed.isFetchingNextPage ? 'Beiträge werden geladen…' : 'Weitere Beiträge laden'}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}

/** What the header's search found: posts and comments, the matching words marked. */
/**
 * 'Autor': the search narrowed to what one person wrote, picked by name from the community's
 * members (the @ list's search); the name comes with the pick, or from a hit after a reload.
 */
function AuthorFilter({
  authorId,
  knownName,
  onChange,
}: {
  authorId: string | null;
  knownName: string | null;
  onChange: (authorId: string | null) => void;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const candidates = useQuery({
    ...trpc.community.mentionCandidates.queryOptions({ query: search.trim() }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  const results = search.trim() ? (candidates.data ?? []) : [];
  const name = (picked?.id === authorId ? picked.name : null) ?? knownName ?? 'Ausgewählte Person';
  return (
    <LookupField
      label="Autor"
      placeholder="Person suchen"
      search={search}
      onSearchChange={setSearch}
      results={results.map((person) => ({
        id: person.id,
        label: `${person.label} · ${person.description}`,
      }))}
      resultsLabel="Gefundene Personen"
      noResults={
        search.trim() && candidates.isSuccess && results.length === 0
          ? 'Niemand in der Community heißt so.'
          : null
      }
      onPick={(id) => {
        const person = results.find((candidate) => candidate.id === id);
        setPicked(person ? { id, name: person.label } : null);
        setSearch('');
        onChange(id);
      }}
      chosen={authorId ? { label: name } : null}
      clearLabel={`Autor ${name} entfernen`}
      onClear={() => onChange(null)}
    />
  );
}

function SearchResults({
  query,
  categoryId,
  authorId,
  onAuthorChange,
}: {
  query: string;
  categoryId: string | null;
  authorId: string | null;
  onAuthorChange: (authorId: string | null) => void;
}) {
  const trpc = useTRPC();
  const hits = useQuery({
    ...trpc.community.search.queryOptions({
      query,
      categoryId: categoryId ?? undefined,
      authorId: authorId ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const knownName = hits.data?.find((hit) => hit.authorId === authorId)?.authorName ?? null;
  return (
    <Stack gap="4">
      <div style={{ maxWidth: '24rem' }}>
        <AuthorFilter authorId={authorId} knownName={knownName} onChange={onAuthorChange} />
      </div>
      <QueryState
        query={hits}
        loadingLabel="Suche läuft"
        errorTitle="Die Suche hat nicht geklappt"
        icon={<SearchX aria-hidden />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState icon={<SearchX aria-hidden />} title="Keine Treffer">
            {authorId
              ? `Keine Posts oder Kommentare dieser Person enthalten „${query}“.`
              : `Keine Posts oder Kommentare enthalten „${query}“. Versuche einen anderen Begriff.`}
          </EmptyState>
        }
      >
        {(data) => (
          <Stack
            as="ol"
            gap="3"
            aria-label={`Treffer für „${query}“`}
            aria-busy={hits.isPlaceholderData || undefined}
          >
            {data.map((hit) => (
              <Stack as="li" gap="1" key={hit.commentId ?? hit.postId}>
                <Link href={postHref(hit.postId, hit.commentId)}>
                  {hit.kind === 'comment'
                    ? `Kommentar von ${hit.authorName} zu „${hit.title}“`
                    : hit.title}
                </Link>
                <Text size="sm" tone="muted">
                  {`${hit.category} · ${hit.authorName}`}
                </Text>
                <Text size="sm">
                  <HighlightedText segments={hit.passage} />
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** The address of the feed with `state` changed, the rest of the address kept. */
function feedHref(current: URLSearchParams, state: Partial<FeedState>): string {
  const query = feedParams(current, state).toString();
  return query ? `${FEED_PATH}?${query}` : FEED_PATH;
}

/**
 * The categories as tabs that are links: each is its own address, and there is no panel per tab
 * that panel tabs would have to name (`aria-controls`).
 */
function CategoryTabs({
  categories,
  value,
  params,
}: {
  categories: readonly Category[];
  value: string | null;
  params: URLSearchParams;
}) {
  return (
    <TabNav aria-label="Kategorien">
      <TabNavLink href={feedHref(params, { categoryId: null })} current={value === null}>
        Alle
      </TabNavLink>
      {categories.map((category) => (
        <TabNavLink
          key={category.id}
          href={feedHref(params, { categoryId: category.id })}
          current={category.id === value}
        >
          {category.name}
        </TabNavLink>
      ))}
    </TabNav>
  );
}

/**
 * `/app/community`: categories as tabs, pinned posts first, 'Neueste' or 'Beliebt', new since
 * the last visit marked, more as the feed scrolls; with `?search=` the header's search results.
 */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(forCommunity, [trpc.community.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={TITLE}
        description={DESCRIPTION}
        subject="die Community"
        reason={access.reason}
      />
    );
  }
  return <CommunityContent />;
}

function CommunityContent() {
  const trpc = useTRPC();
  const [params, setParams] = usePageSearchParams();
  const state = useMemo(() => parseFeedParams(params), [params]);
  const [writing, setWriting] = useState(false);
  const categories = useQuery(trpc.community.categories.list.queryOptions());
  const list = categories.data ?? [];
  const update = (next: Partial<FeedState>) => setParams((current) => feedParams(current, next));
  // The categories this person may write in (the server refuses the staff's to others).
  const { ourEmployee } = useViewer();
  const writable = list.filter((category) => ourEmployee || !category.staffOnly);
  const firstWritable = writable.find((category) => !category.staffOnly) ?? writable[0];

  return (
    <Stack gap="6">
      <PageHeader
        title={TITLE}
        description={state.search ? `Suche nach „${state.search}“` : DESCRIPTION}
        actions={
          <Stack direction="row" gap="2" wrap>
            <Button asChild variant="outline">
              <Link href="/app/leaderboard">
                <Trophy aria-hidden />
                Leaderboard
              </Link>
            </Button>
            <Button onClick={() => setWriting(true)} aria-disabled={!firstWritable || undefined}>
              <PenSquare aria-hidden />
              Neuer Beitrag
            </Button>
          </Stack>
        }
      />
      <Stack direction="row" gap="4" justify="between" align="center" wrap>
        <CategoryTabs categories={list} value={state.categoryId} params={params} />
        {state.search ? null : (
          <SegmentedControl<FeedSort>
            aria-label="Sortierung"
            value={state.sort}
            onValueChange={(sort) => update({ sort })}
          >
            <SegmentedControlItem value="new">{FEED_SORT_LABELS.new}</SegmentedControlItem>
            <SegmentedControlItem value="top">{FEED_SORT_LABELS.top}</SegmentedControlItem>
          </SegmentedControl>
        )}
      </Stack>
      {state.search ? (
        <SearchResults
          query={state.search}
          categoryId={state.categoryId}
          authorId={state.authorId}
          onAuthorChange={(authorId) => update({ authorId })}
        />
      ) : (
        <Feed state={state} />
      )}
      {writing && firstWritable ? (
        <PostEditorDialog
          open
          onOpenChange={setWriting}
          categories={list}
          draft={{
            categoryId:
              writable.find((category) => category.id === state.categoryId)?.id ?? firstWritable.id,
            title: '',
            bodyHtml: '',
          }}
        />
      ) : null}
    </Stack>
  );
}
