import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGES_MAX,
  TITLE_MAX_CHARS,
} from '@sprint/server/community';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FileDrop,
  FormSelectField,
  RichTextEditor,
  Stack,
  Text,
  TextField,
  toast,
  type MentionCandidate,
} from '@sprint/ui';
import { useTRPC, useTRPCClient } from '../../../api/trpc';
import { useViewer } from '../../../components/access';
import { errorMessage } from '../../../lib/errorMessage';
import { uploadFile } from '../../../lib/upload';
import { postHref, type Category } from '../queries';
import { useCommunityRefresh } from './communityMutations';

/** A picture of the post: its upload's path, what the browser shows, its description. */
export type DraftImage = { path: string; url: string; alt: string };

export type PostDraft = {
  postId?: string;
  categoryId: string;
  title: string;
  bodyHtml: string;
  images?: DraftImage[];
};

const IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
};

/**
 * 'Bilder': up to four pictures, each uploaded as soon as it is chosen (the post is sent with
 * their paths), with a description for people who cannot see it, and 'Entfernen'.
 */
function PostImages({
  images,
  onChange,
  onBusyChange,
}: {
  images: readonly DraftImage[];
  onChange: (images: DraftImage[]) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setUploading(file.name);
    onBusyChange(true);
    try {
      const uploaded = await uploadFile(file, {
        purpose: 'postImage',
        fileName: file.name,
        contentType: file.type || undefined,
      });
      onChange([...images, { path: uploaded.path, url: URL.createObjectURL(file), alt: '' }]);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setUploading(null);
      onBusyChange(false);
    }
  };
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" weight="medium">
        Bilder
      </Text>
      {images.length > 0 ? (
        <Stack as="ul" gap="3" aria-label="Bilder des Beitrags">
          {images.map((image, index) => (
            <Stack as="li" direction="row" gap="3" align="end" key={image.path}>
              <img src={image.url} alt="" width={96} height={64} style={{ objectFit: 'cover' }} />
              <TextField
                label={`Beschreibung von Bild ${index + 1}`}
                description="Für alle, die das Bild nicht sehen. Leer lassen, wenn es nur schmückt."
                maxLength={200}
                value={image.alt}
                onChange={(event) =>
                  onChange(
                    images.map((entry) =>
                      entry.path === image.path ? { ...entry, alt: event.target.value } : entry,
                    ),
                  )
                }
              />
              <Button
                variant="outline"
                aria-label={`Bild ${index + 1} entfernen`}
                onClick={() => onChange(images.filter((entry) => entry.path !== image.path))}
              >
                Entfernen
              </Button>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {images.length < POST_IMAGES_MAX ? (
        <FileDrop
          label="Bild hinzufügen"
          accept={IMAGE_ACCEPT}
          maxSize={POST_IMAGE_MAX_BYTES}
          messages={{ tooLarge: IMAGE_TOO_LARGE, invalidType: IMAGE_WRONG_TYPE }}
          hint={
            uploading
              ? `${uploading} wird hochgeladen...`
              : `PNG, JPEG, WebP oder GIF, höchstens 10 MB; bis zu ${POST_IMAGES_MAX} Bilder`
          }
          file={null}
          onFileChange={(file) => void add(file)}
          disabled={uploading !== null}
          error={error}
        />
      ) : (
        <Text size="sm" tone="muted">
          {`Ein Beitrag kann höchstens ${POST_IMAGES_MAX} Bilder haben.`}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What the editor's @ list offers: members of the community, from the server. A newer query
 * aborts the older request (`signal`), so a slow answer never overtakes a fresh one.
 */
function useMentionSearch() {
  const client = useTRPCClient();
  return {
    search: (query: string, { signal }: { signal: AbortSignal }): Promise<MentionCandidate[]> =>
      client.community.mentionCandidates.query({ query }, { signal }),
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
  const [values, setValues] = useState({ ...draft, images: draft.images ?? [] });
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; body?: string; form?: string | null }>({});
  const writable = categories.filter((category) => viewer.ourEmployee || !category.staffOnly);
  const create = useMutation(trpc.community.posts.create.mutationOptions());
  const update = useMutation(trpc.community.posts.update.mutationOptions());
  const pending = create.isPending || update.isPending || uploading;

  const submit = async () => {
    const title = values.title.trim();
    const next = {
      title: title ? undefined : 'Bitte gib einen Titel ein.',
      body: values.bodyHtml.replace(/<[^>]*>/g, '').trim() ? undefined : 'Bitte schreib etwas.',
    };
    setErrors(next);
    if (next.title || next.body || pending) return;
    const images = values.images.map(({ path, alt }) => ({ path, alt }));
    try {
      const { id } = values.postId
        ? await update.mutateAsync({
            postId: values.postId,
            categoryId: values.categoryId,
            title,
            bodyHtml: values.bodyHtml,
            images,
          })
        : await create.mutateAsync({
            categoryId: values.categoryId,
            title,
            bodyHtml: values.bodyHtml,
            ...(images.length > 0 ? { images } : {}),
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
        <PostImages
          images={values.images}
          onChange={(images) => setValues((current) => ({ ...current, images }))}
          onBusyChange={setUploading}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Abbrechen
          </Button>
          <Button type="submit" aria-disabled={pending || undefined}>
            {uploading
              ? 'Bild wird hochgeladen...'
              : pending
                ? 'Wird gespeichert...'
                : values.postId
                  ? 'Speichern'
                  : 'Veröffentlichen'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/**
 * 'Neuer Beitrag' and 'Beitrag bearbeiten': category, title, rich text with @mentions and up to
 * four pictures.
 */
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
