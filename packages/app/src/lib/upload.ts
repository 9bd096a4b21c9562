import { useCallback, useRef, useState } from 'react';
import { trpcClient } from '../api/trpc';
import { config } from '../config';
import type { RouterInputs } from '../api/types';

/** The purposes the areas declare on the server (what the storage API accepts). */
export type UploadPurpose = RouterInputs['storage']['uploads']['create']['purpose'];
export type UploadState = 'uploading' | 'paused' | 'done' | 'error';
export type UploadProgressState = {
  loaded: number;
  total: number;
  state: UploadState;
  error?: string;
};
export type UploadedFile = { path: string; contentType: string; bytes: number; fileName: string };

export type UploadOptions = {
  purpose: UploadPurpose;
  fileName: string;
  /** The file's own type when absent. */
  contentType?: string;
  /** `provider`: content for every company (employees only). */
  scope?: 'company' | 'provider';
  onProgress?: (progress: UploadProgressState) => void;
  signal?: AbortSignal;
};

/** How often a part is sent again after a network error before the upload pauses. */
const PART_ATTEMPTS = 4;
const NETWORK_ERROR = 'Die Verbindung ist unterbrochen. Der Upload geht weiter, sobald sie steht.';
const CANCELLED = 'Upload abgebrochen.';

class UploadError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Where an upload of this file stands, so a reload resumes it instead of starting over. */
const resumeKey = (file: Blob, options: UploadOptions) =>
  `sprint.upload.${options.scope ?? 'company'}.${options.purpose}.${options.fileName}.${file.size}.${
    file instanceof File ? file.lastModified : 0
  }`;

function readResume(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeResume(key: string, uploadId: string | null) {
  try {
    if (uploadId) localStorage.setItem(key, uploadId);
    else localStorage.removeItem(key);
  } catch {
    // Private mode: the upload still works, it just cannot resume after a reload.
  }
}

/** One part with XMLHttpRequest: fetch reports no upload progress. */
function sendPart(
  url: string,
  body: Blob,
  onSent: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.upload.onprogress = (event) => onSent(event.loaded);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message = `Der Upload ist fehlgeschlagen (HTTP ${request.status}).`;
      try {
        message = (JSON.parse(request.responseText) as { error?: string }).error ?? message;
      } catch {
        // Not our JSON (a proxy's page): the status says enough.
      }
      // A refusal (4xx) will not change by sending again; a server error might.
      reject(new UploadError(message, request.status >= 500));
    };
    request.onerror = () => reject(new UploadError(NETWORK_ERROR, true));
    request.onabort = () => reject(new UploadError(CANCELLED, false));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads a file in parts (ADR 020): the server says which parts it has, so an interrupted
 * upload — a dropped connection, a reload — sends only the missing ones. Progress is reported
 * as bytes the server holds plus the part in flight.
 */
export async function uploadFile(file: Blob, options: UploadOptions): Promise<UploadedFile> {
  const scope = options.scope ?? 'company';
  const contentType = options.contentType ?? file.type;
  const total = file.size;
  const report = (loaded: number, state: UploadState, error?: string) =>
    options.onProgress?.({ loaded: Math.min(loaded, total), total, state, error });

  const key = resumeKey(file, options);
  let uploadId = readResume(key);
  let received = new Set<number>();
  let partSize = 0;
  let partCount = 0;
  let partUrl = '';
  if (uploadId) {
    try {
      const status = await trpcClient.storage.uploads.status.query({ uploadId, scope });
      // A finished upload of the same file is not reused: its file may be attached elsewhere.
      if (status.completed) uploadId = null;
      else {
        received = new Set(status.receivedParts);
        ({ partSize, partCount, partUrl } = status);
      }
    } catch {
      uploadId = null;
    }
  }
  if (!uploadId) {
    let ticket;
    try {
      ticket = await trpcClient.storage.uploads.create.mutate({
        purpose: options.purpose,
        fileName: options.fileName,
        contentType,
        bytes: total,
        scope,
      });
    } catch (error) {
      // Refused before the first byte (type, size, the company's storage full, too many
      // unfinished uploads): the server's German message shows where the progress would.
      report(0, 'error', (error as Error).message);
      throw error;
    }
    ({ uploadId, partSize, partCount, partUrl } = ticket);
    received = new Set();
    writeResume(key, uploadId);
  }
  const started = uploadId;
  /**
   * Given up on purpose: the server drops the parts, and the person's slot for an unfinished
   * upload is free again (the server allows a few at once).
   */
  const cancelled = () => {
    writeResume(key, null);
    trpcClient.storage.uploads.abort.mutate({ uploadId: started, scope }).catch(() => {
      // Gone already, or the network is: the server removes it after 24 hours anyway.
    });
    return new UploadError(CANCELLED, false);
  };

  const partBytes = (part: number) => Math.min(partSize, total - (part - 1) * partSize);
  let done = [...received].reduce((sum, part) => sum + partBytes(part), 0);
  report(done, 'uploading');

  for (let part = 1; part <= partCount; part += 1) {
    if (received.has(part)) continue;
    const start = (part - 1) * partSize;
    const body = file.slice(start, start + partBytes(part));
    for (let attempt = 1; ; attempt += 1) {
      if (options.signal?.aborted) throw cancelled();
      try {
        await sendPart(
          `${config.apiBaseUrl}${partUrl}&part=${part}`,
          body,
          (sent) => report(done + sent, 'uploading'),
          options.signal,
        );
        break;
      } catch (error) {
        const retryable = error instanceof UploadError && error.retryable;
        if (options.signal?.aborted) throw cancelled();
        if (!retryable) {
          report(done, 'error', (error as Error).message);
          throw error;
        }
        if (attempt >= PART_ATTEMPTS) {
          report(done, 'paused', NETWORK_ERROR);
          // Wait for the network to come back, then keep going with this part.
          await new Promise<void>((resolve) =>
            window.addEventListener('online', () => resolve(), { once: true }),
          );
          attempt = 0;
        } else {
          await wait(500 * 2 ** attempt);
        }
      }
    }
    done += partBytes(part);
    report(done, 'uploading');
  }

  try {
    const uploaded = await trpcClient.storage.uploads.complete.mutate({ uploadId, scope });
    writeResume(key, null);
    report(total, 'done');
    return uploaded;
  } catch (error) {
    writeResume(key, null);
    report(done, 'error', (error as Error).message);
    throw error;
  }
}

/** An upload with its progress as state, for `UploadProgress`; cancel and retry included. */
export function useUpload() {
  const [progress, setProgress] = useState<UploadProgressState | null>(null);
  const [fileName, setFileName] = useState('');
  const controller = useRef<AbortController | null>(null);
  const last = useRef<{ file: Blob; options: UploadOptions } | null>(null);

  const start = useCallback(async (file: Blob, options: UploadOptions) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    last.current = { file, options };
    setFileName(options.fileName);
    setProgress({ loaded: 0, total: file.size, state: 'uploading' });
    return uploadFile(file, {
      ...options,
      signal: abort.signal,
      onProgress: (next) => {
        if (!abort.signal.aborted) setProgress(next);
        options.onProgress?.(next);
      },
    });
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
  }, []);

  /** Starts the last upload again: the parts the server already has are not sent twice. */
  const retry = useCallback(() => {
    if (!last.current) return Promise.reject(new Error('Kein Upload zum Wiederholen.'));
    return start(last.current.file, last.current.options);
  }, [start]);

  const reset = useCallback(() => {
    controller.current = null;
    last.current = null;
    setProgress(null);
    setFileName('');
  }, []);

  return { progress, fileName, start, cancel, retry, reset };
}
