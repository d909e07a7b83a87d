import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import {
  FALLBACK_MESSAGES,
  MEDIA_MIME_TYPES,
  MEDIA_UPLOAD_FIELD,
  getMediaLimits,
  uploadMedia,
  type MediaItem,
  type MediaKind,
  type MediaLimits,
  type MediaUploadResult,
} from '@cadence/contracts';
import { ApiError, call, errorEnvelope, normaliseFailure } from '../../lib/api';
import { sessionAtom } from '../session/session.atoms';
import { MEDIA_KEY } from './queries';

/** One file of an upload batch as the screen shows it. */
export interface UploadTask {
  key: string;
  file: File;
  /** 0..1 of the bytes sent. */
  progress: number;
  state: 'queued' | 'uploading' | 'done' | 'failed';
  item?: MediaItem;
  duplicate?: boolean;
  /** Why it failed: a server message, or a local check's translation key with values. */
  error?: { message: string } | { key: 'tooLarge' | 'type'; values: Record<string, string | number> };
}

/** The kind the browser guesses from the declared type (the server sniffs the bytes). */
export function kindOfType(type: string): MediaKind | null {
  for (const kind of Object.keys(MEDIA_MIME_TYPES) as MediaKind[]) {
    if ((MEDIA_MIME_TYPES[kind] as readonly string[]).includes(type)) return kind;
  }
  return null;
}

/** What the server would refuse anyway, told before sending. */
export function localProblem(file: File, limits: MediaLimits): UploadTask['error'] | undefined {
  const kind = kindOfType(file.type);
  if (!kind) return { key: 'type', values: { name: file.name } };
  if (file.size > limits.maxBytes[kind]) return { key: 'tooLarge', values: { name: file.name, max: Math.floor(limits.maxBytes[kind] / (1024 * 1024)) } };
  return undefined;
}

/**
 * Sends one file with XMLHttpRequest (fetch has no upload progress), with the session's token,
 * and answers the upload's data or rejects with an ApiError shaped like the API client's.
 */
export function sendFile(file: File, token: string | undefined, folderId: number | undefined, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<MediaUploadResult> {
  return new Promise((resolve, reject) => {
    const path = `${uploadMedia.path}${folderId ? `?folderId=${folderId}` : ''}`;
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve((JSON.parse(request.responseText) as { data: MediaUploadResult }).data);
        } catch {
          reject(new ApiError(errorEnvelope(request.status, FALLBACK_MESSAGES.failedWithBody, path, 'INVALID_RESPONSE')));
        }
        return;
      }
      reject(new ApiError(normaliseFailure(request.status, request.responseText, path)));
    };
    request.onerror = () => reject(new ApiError(errorEnvelope(0, FALLBACK_MESSAGES.noResponse, path, 'NETWORK_ERROR')));
    request.onabort = () => reject(new ApiError(errorEnvelope(0, FALLBACK_MESSAGES.noResponse, path, 'ABORTED')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(MEDIA_UPLOAD_FIELD, file);
    request.send(form);
  });
}

let sequence = 0;

/**
 * A queue of uploads, two at a time, each with its own progress and error. A call through the
 * API client first renews the session when its token is about to lapse; a 401 renews once more
 * and the file is sent again.
 */
export function useUploads(folderId: number | undefined, onUploaded?: (item: MediaItem) => void) {
  const store = useStore();
  const queryClient = useQueryClient();
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const running = useRef(0);
  const queue = useRef<UploadTask[]>([]);

  const update = useCallback((key: string, change: Partial<UploadTask>) => {
    setTasks((current) => current.map((task) => (task.key === key ? { ...task, ...change } : task)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < 2 && queue.current.length > 0) {
      const task = queue.current.shift();
      if (!task) break;
      running.current += 1;
      update(task.key, { state: 'uploading' });
      const attempt = async (retried: boolean): Promise<MediaUploadResult> => {
        try {
          return await sendFile(task.file, store.get(sessionAtom)?.accessToken, folderId, (progress) => update(task.key, { progress }));
        } catch (error) {
          if (!retried && error instanceof ApiError && error.status === 401) {
            await call(getMediaLimits);
            return attempt(true);
          }
          throw error;
        }
      };
      attempt(false)
        .then((result) => {
          update(task.key, { state: 'done', progress: 1, item: result.item, duplicate: result.duplicate });
          onUploaded?.(result.item);
          void queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
        })
        .catch((error: unknown) => update(task.key, { state: 'failed', error: { message: error instanceof Error ? error.message : String(error) } }))
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, [folderId, onUploaded, queryClient, store, update]);

  const add = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      // Also renews the token ahead of the uploads when it is about to lapse.
      const limits = (await call(getMediaLimits)).data;
      queryClient.setQueryData([...MEDIA_KEY, 'limits'], limits);
      const added = files.map((file): UploadTask => {
        sequence += 1;
        const problem = localProblem(file, limits);
        return { key: `upload-${sequence}`, file, progress: 0, state: problem ? 'failed' : 'queued', ...(problem ? { error: problem } : {}) };
      });
      setTasks((current) => [...added, ...current]);
      queue.current.push(...added.filter((task) => task.state === 'queued'));
      pump();
    },
    [pump, queryClient],
  );

  const clearFinished = useCallback(() => setTasks((current) => current.filter((task) => task.state === 'queued' || task.state === 'uploading')), []);

  return { tasks, add, clearFinished };
}
