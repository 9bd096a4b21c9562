import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TITLE_MAX_CHARS } from '@sprint/server/community';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormSelectField,
  RichTextEditor,
  Stack,
  TextField,
  toast,
  type MentionCandidate,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { useViewer } from '../../../components/access';
import { errorMessage } from '../../../lib/errorMessage';
import { postHref, type Category } from '../queries';
import { useCommunityRefresh } from './communityMutations';

export type PostDraft = { postId?: string; categoryId: string; title: string; bodyHtml: string };

/** What the editor's @ list offers: members of the community, from the server. */
function useMentionSearch() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    search: (query: string): Promise<MentionCandidate[]> =>
      queryClient.fetchQuery(trpc.community.mentionCandidates.queryOptions({ query })),
  };
}

function PostForm({
  categories,
  draft,
  onDone,
}: {
  categories: readonly Category[];
  draft: PostDraft;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useCommunityRefresh();
  const viewer = useViewer();
  const mentions = useMentionSearch();
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<{ title?: string; body?: string; form?: string | null }>({});
  const writable = categories.filter((category) => viewer.ourEmployee || !category.staffOnly);
  const create = useMutation(trpc.community.posts.create.mutationOptions());
  const update = useMutation(trpc.community.posts.update.mutationOptions());
  const pending = create.isPending || update.isPending;

  const submit = async () => {
    const title = values.title.trim();
    const next = {
      title: title ? undefined : 'Bitte gib einen Titel ein.',
      body: values.bodyHtml.replace(/<[^>]*>/g, '').trim() ? undefined : 'Bitte schreib etwas.',
    };
    setErrors(next);
    if (next.title || next.body || pending) return;
    try {
      const { id } = values.postId
        ? await update.mutateAsync({
            postId: values.postId,
            categoryId: values.categoryId,
            title,
            bodyHtml: values.bodyHtml,
          })
        : await create.mutateAsync({
            categoryId: values.categoryId,
            title,
            bodyHtml: values.bodyHtml,
          });
      void refresh();
      onDone();
      toast({
        title: values.postId ? 'Beitrag gespeichert' : 'Beitrag veröffentlicht',
        variant: 'success',
      });
      if (!values.postId) void navigate(postHref(id));
    } catch (error) {
      // Everything typed stays; the server's words say what to change.
      setErrors({ form: errorMessage(error) });
    }
  };

  return (
    <form
      noValidate
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <Alert message={errors.form ?? null} />
        <FormSelectField
          label="Kategorie"
          required
          options={writable.map((category) => ({ value: category.id, label: category.name }))}
          value={values.categoryId}
          onValueChange={(categoryId) => setValues((current) => ({ ...current, categoryId }))}
        />
        <TextField
          label="Titel"
          required
          maxLength={TITLE_MAX_CHARS}
          value={values.title}
          onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))}
          error={errors.title}
        />
        <RichTextEditor
          label="Beitrag"
          value={values.bodyHtml}
          onChange={(bodyHtml) => setValues((current) => ({ ...current, bodyHtml }))}
          placeholder="Was möchtest du teilen? Mit @ erwähnst du jemanden."
          error={errors.body}
          mentions={mentions}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Abbrechen
          </Button>
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? 'Wird gespeichert...' : values.postId ? 'Speichern' : 'Veröffentlichen'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** 'Neuer Beitrag' and 'Beitrag bearbeiten': category, title and rich text with @mentions. */
export function PostEditorDialog({
  open,
  onOpenChange,
  categories,
  draft,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Category[];
  draft: PostDraft;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '44rem' }}>
        <DialogHeader>
          <DialogTitle>{draft.postId ? 'Beitrag bearbeiten' : 'Neuer Beitrag'}</DialogTitle>
          <DialogDescription>
            Sichtbar für alle Mitglieder der Community, mit deinem Namen und deinem Unternehmen.
          </DialogDescription>
        </DialogHeader>
        <PostForm categories={categories} draft={draft} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
