import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EyeOff, MoreHorizontal, Pencil, Pin, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import type { LikeButtonProps } from '../LikeButton';
import { PostCard, type PostCardProps } from './PostCard';
import type { PostAuthor } from './PostByline';
import { PostFeed, PostFeedItem } from './PostFeed';

const OWN_POST_REASON = 'Eigene Beiträge kannst du nicht mit „Gefällt mir“ markieren.';

const lena: PostAuthor = {
  name: 'Lena Vogel',
  level: 4,
  company: 'Alpenblick Logistik GmbH',
};

const clara: PostAuthor = {
  name: 'Clara Chef',
  level: 9,
  company: 'Sprint',
  staff: true,
};

/** A picture that needs no network: a gradient with a few shapes, as an inline SVG. */
function picture(from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="240" fill="url(#g)"/><circle cx="230" cy="80" r="40" fill="#ffffff" fill-opacity="0.5"/><rect x="40" y="150" width="160" height="50" rx="8" fill="#ffffff" fill-opacity="0.6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Likes as the app does them: at once, the count going up and down with the toggle. */
function useLike(initial: LikeButtonProps): LikeButtonProps {
  const [liked, setLiked] = useState(initial.liked);
  const [count, setCount] = useState(initial.count);
  return {
    ...initial,
    liked,
    count,
    onToggle: () => {
      setLiked(!liked);
      setCount(count + (liked ? -1 : 1));
      initial.onToggle();
    },
  };
}

const onLike = fn();
const onAction = fn();

function Card({ like, ...props }: PostCardProps) {
  return (
    <Frame>
      <PostCard {...props} like={useLike(like)} />
    </Frame>
  );
}

const Frame = styled.div`
  max-width: 42rem;
`;

function PostActions({ title }: { title: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Aktionen für „${title}“`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem icon={<Pencil />} onSelect={() => onAction('edit')}>
          Bearbeiten
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Pin />} onSelect={() => onAction('pin')}>
          Anheften
        </DropdownMenuItem>
        <DropdownMenuItem icon={<EyeOff />} onSelect={() => onAction('hide')}>
          Ausblenden
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          icon={<Trash2 />}
          onSelect={() => onAction('delete')}
        >
          Löschen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const base: PostCardProps = {
  title: 'Wie geht ihr mit dem Einwand „zu teuer“ um?',
  href: '/app/community/posts/einwand-zu-teuer',
  author: lena,
  createdAt: new Date(2026, 10, 20, 7, 30),
  category: 'Einwände',
  excerpt:
    'Bei uns kommt der Preis-Einwand fast immer im zweiten Gespräch. Wir haben angefangen, vorher den Schaden ohne Lösung zu beziffern. Funktioniert das bei euch auch, oder habt ihr andere Wege gefunden?',
  commentCount: 12,
  like: { liked: false, count: 8, onToggle: onLike },
};

const meta = {
  title: 'UI/Community/PostCard',
  component: PostCard,
  subcomponents: { PostFeed, PostFeedItem },
  args: base,
  beforeEach: () => {
    onLike.mockClear();
    onAction.mockClear();
  },
  render: (args) => <Card {...args} />,
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A post in the feed: an article named by its title, the title a link to the post; a like counts
 * me in at once.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: base.title });
    const heading = within(article).getByRole('heading', { level: 2, name: base.title });
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', base.href);
    await expect(within(article).getByText('Level 4')).toBeInTheDocument();
    await expect(within(article).getByText('vor 3 Std')).toHaveAttribute(
      'title',
      '20.11.2026 07:30',
    );
    await expect(article).toHaveTextContent('12 Kommentare');

    await userEvent.click(within(article).getByRole('button', { name: 'Gefällt mir, 8' }));
    await expect(onLike).toHaveBeenCalledTimes(1);
    await expect(within(article).getByRole('button', { name: 'Gefällt mir, 9' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The whole card opens the post (the link covers it); the like button stays on top of it. */
export const WholeCardIsLink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: base.title });
    const at = (element: Element) => {
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    };
    await expect(at(canvas.getByText(/Preis-Einwand/))).toBe(link);
    const like = canvas.getByRole('button', { name: 'Gefällt mir, 8' });
    await expect(like.contains(at(like))).toBe(true);
  },
};

/** New since my last visit: 'Neu'. */
export const New: Story = {
  args: { isNew: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Neu')).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-new', 'true');
  },
};

/** Pinned by the Sprint team: 'Angeheftet', a tinted border; the author wears 'Sprint-Team'. */
export const PinnedByStaff: Story = {
  args: {
    author: clara,
    pinned: true,
    title: 'Willkommen in der Sprint-Community – bitte zuerst lesen',
    category: 'Ankündigungen',
    excerpt:
      'Hier tauschen sich Vertriebsteams aus: Fragen, Erfolge, Vorlagen. Ein paar Regeln, damit es für alle nützlich bleibt.',
    commentCount: 1,
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(within(article).getByText('Angeheftet')).toBeVisible();
    await expect(within(article).getByText('Sprint-Team')).toBeVisible();
    await expect(article).toHaveTextContent('1 Kommentar');
  },
};

/** No new comments: 'Kommentare geschlossen'. */
export const Closed: Story = {
  args: { closed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kommentare geschlossen')).toBeVisible();
  },
};

/** Hidden from members; moderators see it with 'Ausgeblendet' and a dashed border. */
export const Hidden: Story = {
  args: { hidden: true, actions: <PostActions title={base.title} /> },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(within(article).getByText('Ausgeblendet')).toBeVisible();
    await expect(article).toHaveAttribute('data-hidden', 'true');
    await expect(article).toBeVisible();
  },
};

/** Every marker at once, in their order. */
export const AllMarkers: Story = {
  args: { isNew: true, pinned: true, hidden: true, closed: true },
};

/** My own post: the like button is dimmed, and says why. */
export const OwnPost: Story = {
  args: {
    like: {
      liked: false,
      count: 8,
      onToggle: onLike,
      disabled: true,
      disabledReason: OWN_POST_REASON,
    },
  },
  play: async ({ canvas }) => {
    const like = canvas.getByRole('button', { name: 'Gefällt mir, 8' });
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    await expect(like).toHaveAccessibleDescription(OWN_POST_REASON);
  },
};

/** With pictures: the first as the thumbnail, the others counted ('+2'). */
export const WithImages: Story = {
  args: {
    title: 'Unser neues Whiteboard für die Pipeline-Besprechung',
    excerpt: 'So sieht bei uns der Montag aus. Jede Spalte ist eine Phase, jede Karte ein Lead.',
    images: [
      { src: picture('#1d4ed8', '#38bdf8'), alt: 'Whiteboard mit fünf Spalten und Haftnotizen' },
      { src: picture('#15803d', '#a3e635'), alt: 'Nahaufnahme der Spalte „Angebot“' },
      { src: picture('#b45309', '#fbbf24'), alt: 'Das Team vor dem Whiteboard' },
    ],
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(
      within(article).getByRole('img', { name: 'Whiteboard mit fünf Spalten und Haftnotizen' }),
    ).toBeVisible();
    await expect(within(article).getAllByRole('img')).toHaveLength(1);
    await expect(article).toHaveTextContent('und 2 weitere Bilder');
  },
};

/** The menu at the top right opens on its own, without opening the post. */
export const WithActions: Story = {
  args: { actions: <PostActions title={base.title} /> },
  parameters: {
    // Radix hides the page from screen readers while the menu is open (see DropdownMenu).
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
    docs: { story: { inline: false, height: '22rem' } },
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: `Aktionen für „${base.title}“` });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Anheften' }));
    await expect(onAction).toHaveBeenCalledWith('pin');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Long titles, names and words wrap; the text stops after three lines. */
export const LongTexts: Story = {
  args: {
    author: {
      name: 'Maximiliane Henriette von Hohenzollern-Sigmaringen',
      level: 6,
      company: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenmanufaktur GmbH & Co. KG',
    },
    category: 'Akquise und Neukundengewinnung im Mittelstand',
    title:
      'Kaltakquise per Telefon im Jahr 2026: was bei Geschäftsführern im Mittelstand noch funktioniert und was nicht mehr',
    excerpt:
      'Ich habe in den letzten drei Monaten 400 Anrufe dokumentiert und ausgewertet. Die wichtigste Erkenntnis vorweg: Der erste Satz entscheidet, aber anders als gedacht. Wer mit einer Frage beginnt, verliert fast immer. Wer mit einer konkreten Beobachtung über das Unternehmen beginnt, bekommt in sechs von zehn Fällen eine zweite Minute. Hier die Details, die Vorlagen und die Zahlen im Einzelnen …',
    commentCount: 1234,
    like: { liked: true, count: 5678, onToggle: onLike },
  },
  play: async ({ canvas }) => {
    const excerpt = canvas.getByText(/400 Anrufe/);
    await expect(excerpt.scrollHeight).toBeGreaterThan(excerpt.clientHeight);
    await expect(canvas.getByRole('button', { name: 'Gefällt mir, 5.678' })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('1.234 Kommentare');
  },
};

/** Phones: the thumbnail shrinks, the card keeps its order. */
export const Mobile: Story = {
  args: WithImages.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('article')).toBeVisible());
  },
};

function Feed({ busy }: { busy: boolean }) {
  const posts: PostCardProps[] = [
    { ...base, author: clara, pinned: true, title: PinnedByStaff.args?.title ?? '', href: '/p/1' },
    { ...base, isNew: true, href: '/p/2' },
    {
      ...base,
      title: 'Erster Abschluss über 50.000 €',
      excerpt: 'Nach acht Monaten hat es geklappt. Danke an alle hier für die Tipps zum Angebot!',
      category: 'Erfolge',
      commentCount: 0,
      href: '/p/3',
      like: { liked: true, count: 31, onToggle: onLike },
    },
  ];
  return (
    <Frame>
      <PostFeed aria-label="Beiträge" busy={busy}>
        {posts.map(({ like, ...post }) => (
          <PostFeedItem key={post.href}>
            <FeedCard {...post} like={like} />
          </PostFeedItem>
        ))}
      </PostFeed>
    </Frame>
  );
}

function FeedCard({ like, ...props }: PostCardProps) {
  return <PostCard {...props} like={useLike(like)} />;
}

/** `PostFeed`: the posts as a list named 'Beiträge'. */
export const InFeed: Story = {
  render: () => <Feed busy={false} />,
  play: async ({ canvas }) => {
    const feed = canvas.getByRole('list', { name: 'Beiträge' });
    await expect(within(feed).getAllByRole('article')).toHaveLength(3);
    await expect(feed).not.toHaveAttribute('aria-busy');
    await expect(within(feed).getByRole('article', { name: /50\.000/ })).toHaveTextContent(
      '0 Kommentare',
    );
  },
};

/** While older posts load, the feed is `aria-busy`. */
export const FeedLoadingMore: Story = {
  render: () => <Feed busy />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Beiträge' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
