import type { UPLOAD_PURPOSE_VALUES, UploadedImage, UploadUrlResponse } from '../../../../domain/api/admin/uploads';
import { ApiError } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type UploadPurpose = (typeof UPLOAD_PURPOSE_VALUES)[number];

/** POST /api/objects/upload: a signed single-use URL for one image of this purpose. */
export const requestUploadUrl = (purpose: UploadPurpose) => adminRequest<UploadUrlResponse>('/api/objects/upload', { method: 'POST', body: { purpose } });

/** PUT the file to the signed URL with progress (fetch has no upload progress; XMLHttpRequest does). */
export function putFile(url: string, file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let body: { message?: string } & Partial<UploadedImage> = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        /* not JSON */
      }
      if (request.status >= 200 && request.status < 300 && body.objectPath) resolve(body as UploadedImage);
      else reject(new ApiError(request.status, body.message || 'The server did not take the image'));
    };
    request.onerror = () => reject(new TypeError('The connection failed while uploading'));
    signal.addEventListener('abort', () => request.abort());
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.send(file);
  });
}

/**
 * Whether trying the same file again can help: a lost connection, a timeout, rate limiting or a server
 * fault can pass; a refusal of the file itself (too large, a type that is not an image) cannot.
 */
export function uploadCanBeRetried(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** An upload failure in words, without status codes. */
export const uploadFailureText = (error: unknown): string =>
  error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : 'An error occurred while uploading the file';
