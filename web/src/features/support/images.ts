import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { supportImagePath, uploadSupportImage, SUPPORT_UPLOAD_FIELD, type SupportImage } from '@cadence/contracts';
import { call } from '../../lib/api';
import { sessionAtom } from '../session/session.atoms';

/** Uploads one image; the server sniffs its bytes and checks its size. */
export async function uploadImage(file: File): Promise<SupportImage> {
  const form = new FormData();
  form.append(SUPPORT_UPLOAD_FIELD, file);
  return (await call(uploadSupportImage, { form })).data;
}

/** An image's bytes (they need the session's token) as an object URL for an <img>. */
export function useImageUrl(id: number): { url: string | null; failed: boolean } {
  const token = useAtomValue(sessionAtom)?.accessToken;
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetch(supportImagePath(id), { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        url = URL.createObjectURL(await response.blob());
        setState({ url, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, token]);
  return state;
}
