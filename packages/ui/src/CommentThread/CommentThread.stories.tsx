import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flag, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import type { PostAuthor } from '../PostCard';
import { TextArea } from '../TextArea';
import { CommentThread, type CommentNode, type CommentThreadProps } from './CommentThread';

const OWN_COMMENT_REASON = 'Eigene Kommentare kannst du nicht mit „Gefällt mir“ markieren.';

const onLike = fn();
const onReply = fn();
const onAction = fn();
const onSend = fn();

const lena: PostAuthor = { name: 'Lena Vogel', level: 4, company: 'Alpenblick Logistik GmbH' };
const clara: PostAuthor = { name: 'Clara Chef', level: 9, company: 'Sprint', staff: true };
const jonas: PostAuthor = { name: 'Jonas Keller', level: 2, company: 'Hansewerft Technik AG' };
const me: PostAuthor = { name: 'Max Mustermann', level: 3, company: 'Muster GmbH' };

const like = (count: number, liked = false) => ({ liked, count, onToggle: onLike });

const comments: CommentNode[] = [
  {
    id: 'c1',
    author: clara,
    createdAt: new Date(2026, 10, 20, 8, 10),
    body: 'Starke Frage! Bei uns hilft es, den Preis nie allein zu nennen, sondern immer mit dem Ergebnis daneben.\n\nBeispiel: „Für 400 € im Monat sind das zwei Termine mehr pro Woche.“',
    like: like(5, true),
    replies: [
      {
        id: 'c1r1',
        author: lena,
        createdAt: new Date(2026, 10, 20, 9, 0),
        editedAt: new Date(2026, 10, 20, 9, 5),
        body: 'Danke, probiere ich morgen gleich aus.',
        like: like(1),
      },
      {
        id: 'c1r2',
        author: me,
        createdAt: new Date(2026, 10, 20, 9, 40),
        body: 'Genau so machen wir es auch.',
        like: { ...like(0), disabled: true, disabledReason: OWN_COMMENT_REASON },
      },
    ],
  },
  {
    id: 'c2',
    author: jonas,
    createdAt: new Date(2026, 10, 20, 10, 2),
    body: 'Wir fragen vorher: „Was kostet es Sie, wenn alles bleibt, wie es ist?“',
    like: like(2),
  },
];

const Frame = styled.div`
  max-width: 40rem;
`;

const meta = {
  title: 'UI/Community/CommentThread',
  component: CommentThread,
  args: { comments, onReply },
  beforeEach: () => {
    onLike.mockClear();
    onReply.mockClear();
    onAction.mockClear();
    onSend.mockClear();
  },
  render: (args) => (
    <Frame>
      <CommentThread {...args} />
    </Frame>
  ),
} satisfies Meta<typeof CommentThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two comments, the first with two replies indented under it. 'Antworten' only under top-level
 * comments; each comment is an article named after its author.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Kommentare' });
    const replies = within(list).getByRole('list', {
      name: 'Antworten auf den Kommentar von Clara Chef',
    });
    await expect(within(replies).getAllByRole('article')).toHaveLength(2);
    await expect(
      within(replies).getByRole('article', { name: 'Antwort von Lena Vogel' }),
    ).toHaveTextContent('bearbeitet');
    await expect(within(replies).queryByRole('button', { name: /Antworten/ })).toBeNull();

    const buttons = within(list).getAllByRole('button', { name: /^Antworten an / });
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Antworten an Clara Chef',
      'Antworten an Jonas Keller',
    ]);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(onReply).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' }));

    const first = within(list).getByRole('article', { name: 'Kommentar von Clara Chef' });
    await expect(within(first).getByText(/^Starke Frage!/)).toHaveTextContent(
      'mit dem Ergebnis daneben. Beispiel:',
    );
  },
};

function ReplyForm({ comment, onDone }: { comment: CommentNode; onDone: () => void }) {
  const [text, setText] = useState('');
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSend(comment.id, text);
    onDone();
  }
  return (
    <form onSubmit={handleSubmit} aria-label={`Antwort an ${comment.author.name}`}>
      <TextArea
        label="Deine Antwort"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // The form opens on request; the person wants to type at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <div style={{ display: 'flex', gap: 'var(--space-2)', marginTop: 'var(--space-2)' }}>
        <Button type="submit" size="sm">
          Antworten
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

function Replying(args: CommentThreadProps) {
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  return (
    <Frame>
      <CommentThread
        {...args}
        replyingTo={replyingTo}
        onReply={(comment) => {
          setReplyingTo(replyingTo === comment.id ? null : comment.id);
          args.onReply?.(comment);
        }}
        renderReplyForm={(comment) => (
          <ReplyForm comment={comment} onDone={() => setReplyingTo(null)} />
        )}
      />
    </Frame>
  );
}

/** 'Antworten' opens the form under the comment's replies; it takes focus. */
export const ReplyingToComment: Story = {
  render: (args) => <Replying {...args} />,
  play: async ({ canvas }) => {
    const reply = canvas.getByRole('button', { name: 'Antworten an Clara Chef' });
    await expect(reply).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(reply);
    await expect(reply).toHaveAttribute('aria-expanded', 'true');
    const form = canvas.getByRole('form', { name: 'Antwort an Clara Chef' });
    await expect(reply).toHaveAttribute('aria-controls', form.parentElement?.id);
    const field = within(form).getByRole('textbox', { name: 'Deine Antwort' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'Sehr gut!');
    await userEvent.click(within(form).getByRole('button', { name: 'Antworten' }));
    await expect(onSend).toHaveBeenCalledWith('c1', 'Sehr gut!');
    await expect(canvas.queryByRole('form')).toBeNull();
    // Focus returns to where the person was.
    await waitFor(() => expect(reply).toHaveFocus());
  },
};

/** The reply form open under the first comment's replies. */
export const ReplyFormOpen: Story = {
  args: {
    replyingTo: 'c1',
    renderReplyForm: (comment) => <ReplyForm comment={comment} onDone={() => undefined} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Antworten an Clara Chef' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Antworten an Jonas Keller' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** A deleted comment reads 'Kommentar gelöscht'; its replies stay, and it cannot be answered. */
export const Deleted: Story = {
  args: {
    comments: [{ ...(comments[0] as CommentNode), deleted: true }, comments[1] as CommentNode],
  },
  play: async ({ canvas }) => {
    const deleted = canvas.getByRole('article', { name: 'Kommentar gelöscht' });
    await expect(deleted).toHaveTextContent('Kommentar gelöscht');
    await expect(within(deleted).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Antwort von Lena Vogel' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Antworten an / })).toHaveLength(1);
  },
};

function CommentActions({ comment }: { comment: CommentNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Aktionen für den Kommentar von ${comment.author.name}`}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem icon={<Pencil />} onSelect={() => onAction('edit', comment.id)}>
          Bearbeiten
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Flag />} onSelect={() => onAction('report', comment.id)}>
          Melden
        </DropdownMenuItem>
        <DropdownMenuItem
          variant="destructive"
          icon={<Trash2 />}
          onSelect={() => onAction('delete', comment.id)}
        >
          Löschen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** `renderActions`: a menu at the top right of every comment and reply. */
export const WithActions: Story = {
  args: { renderActions: (comment) => <CommentActions comment={comment} /> },
  parameters: {
    // Radix hides the page from screen readers while the menu is open (see DropdownMenu).
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Aktionen für/ })).toHaveLength(4);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Aktionen für den Kommentar von Jonas Keller' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Melden' }));
    await expect(onAction).toHaveBeenCalledWith('report', 'c2');
  },
};

/** No comments yet: the `emptyText`. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Noch keine Kommentare')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Long names, long words and many lines: the text keeps its line breaks and wraps. */
export const LongTexts: Story = {
  args: {
    comments: [
      {
        id: 'long',
        author: {
          name: 'Maximiliane Henriette von Hohenzollern-Sigmaringen',
          level: 7,
          company: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenmanufaktur GmbH & Co. KG',
        },
        createdAt: new Date(2026, 10, 2, 16, 45),
        body: 'Unsere Vorlage liegt hier: https://www.beispiel-vertrieb.de/vorlagen/einwandbehandlung/preis/zu-teuer-2026-final-v3.pdf\n\n1. Einwand anerkennen\n2. Nachfragen, womit verglichen wird\n3. Ergebnis beziffern\n\nDas hat unsere Abschlussquote im letzten Quartal spürbar verbessert.',
        like: like(1234),
        replies: [
          {
            id: 'long-r1',
            author: jonas,
            createdAt: new Date(2026, 10, 3, 8, 0),
            body: 'Rechtsschutzversicherungsgesellschaften sind bei uns die schwierigste Zielgruppe.',
            like: like(0),
          },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('02.11.2026 16:45')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gefällt mir, 1.234' })).toBeVisible();
  },
};

/** Phones: replies keep a small indent. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Kommentare' })).toBeVisible());
  },
};
