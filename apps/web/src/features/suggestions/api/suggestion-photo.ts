import { useQuery } from '@tanstack/react-query';
import { endpointUrl } from '@udian/contracts/endpoint';
import { suggestionPhoto } from '@udian/contracts/endpoints/feedback/suggestions';
import { useEffect, useMemo } from 'react';
import { getAuthHeaders, getClientHeaders } from '../../../api/client-headers';
import { isServerRender } from '../../../app/render-environment';
import { getWebConfig } from '../../../app/web-config';
import { suggestionKeys } from './suggestion-keys';

/**
 * A photo of the passenger's own submission. It answers image bytes behind the same token check as every
 * call, which an <img src> cannot send: it is fetched with the headers and shown from memory (decision 057).
 */
const fetchPhoto = async (photoId: string, signal: AbortSignal): Promise<Blob> => {
  const url = `${getWebConfig().apiBaseUrl}${endpointUrl(suggestionPhoto)}?photoId=${encodeURIComponent(photoId)}`;
  const response = await fetch(url, { headers: { ...getClientHeaders(), ...getAuthHeaders() }, signal });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) throw new Error('照片加载失败');
  return response.blob();
};

/** The photo as an object URL (null while loading or when it failed), revoked when no longer shown. */
export const useSuggestionPhotoUrl = (userId: string, photoId: string): { url: string | null; isError: boolean } => {
  const photo = useQuery({
    queryKey: suggestionKeys.photo(userId, photoId),
    queryFn: ({ signal }) => fetchPhoto(photoId, signal),
    enabled: !isServerRender(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const blob = photo.data ?? null;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, isError: photo.isError };
};
