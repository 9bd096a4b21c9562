import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../api/trpc';
import { useUpload } from '../../../lib/upload';
import type { ClipDetails } from './clipForm';

/** A video ready to become a clip: the file, and what the browser read of it. */
export type VideoToPublish = {
  blob: Blob;
  fileName: string;
  /** `video/mp4`, `video/webm` or `video/quicktime`. */
  contentType: string;
  durationSeconds: number;
  thumbnailDataUrl: string | null;
};

/** The server takes a thumbnail of at most 2 MB (as base64 with its head). */
const MAX_THUMBNAIL_DATA_URL = 2_800_000;

/** The upload was cancelled by the person: nothing to report. */
export class PublishCancelled extends Error {}

/**
 * Uploads a video (in parts, resumable: lib/upload) and makes it a clip with its title,
 * description, tags, length and thumbnail. A video that is already up is not sent again when
 * only the clip could not be made (a refused title, say) and the person tries once more.
 */
export function usePublishClip() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const upload = useUpload();
  const create = useMutation(trpc.clips.create.mutationOptions());
  const uploaded = useRef<{ blob: Blob; path: string } | null>(null);
  const cancelled = useRef(false);
  const [pending, setPending] = useState(false);
  const { cancel: cancelUpload, reset } = upload;

  // A dialog that closes mid-upload leaves no upload running.
  useEffect(() => () => cancelUpload(), [cancelUpload]);

  const publish = useCallback(
    async (video: VideoToPublish, details: ClipDetails): Promise<string> => {
      cancelled.current = false;
      setPending(true);
      try {
        let path = uploaded.current?.blob === video.blob ? uploaded.current.path : null;
        if (!path) {
          try {
            const file = await upload.start(video.blob, {
              purpose: 'video',
              fileName: video.fileName,
              contentType: video.contentType,
            });
            path = file.path;
          } catch (error) {
            if (cancelled.current) throw new PublishCancelled('Upload abgebrochen.');
            throw error;
          }
          uploaded.current = { blob: video.blob, path };
        }
        const thumbnail =
          video.thumbnailDataUrl && video.thumbnailDataUrl.length <= MAX_THUMBNAIL_DATA_URL
            ? video.thumbnailDataUrl
            : undefined;
        const { id } = await create.mutateAsync({
          title: details.title,
          ...(details.description ? { description: details.description } : {}),
          tags: details.tags,
          videoPath: path,
          durationSeconds: video.durationSeconds,
          ...(thumbnail ? { thumbnailDataUrl: thumbnail } : {}),
        });
        void queryClient.invalidateQueries({ queryKey: trpc.clips.pathKey() });
        return id;
      } finally {
        setPending(false);
      }
    },
    [create, queryClient, trpc, upload],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
    cancelUpload();
  }, [cancelUpload]);

  return {
    publish,
    pending,
    /** The upload's progress for `UploadProgress`, null before and after. */
    progress: upload.progress,
    fileName: upload.fileName,
    cancel,
    reset,
  };
}
