// A fetch that reports how much of the request body has been sent, for the upload dialog's
// progress bar. It is passed as the `fetch` of a single call of the app's API client, so the
// call still goes through the client's middleware: the session header, the 401 handling and
// the ApiError for a failed answer stay the same as for every other call.
//
// Why XMLHttpRequest and not fetch with a streamed body: fetch reports no upload progress of
// its own; counting the bytes of a ReadableStream body needs `duplex: 'half'`, which Chromium
// only sends over HTTP/2 (our server speaks HTTP/1.1) and Firefox and Safari not at all, and
// even then it counts what was handed to the browser, not what reached the server.
// XMLHttpRequest's upload events are supported everywhere and count bytes on the wire.

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface ProgressFetchOptions {
  /** Bytes of the body sent so far. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The whole body was sent; the server is working on the answer. */
  onUploaded?: () => void;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

export function createProgressFetch(options: ProgressFetchOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    // The multipart body as the client serialised it, with its boundary in the Content-Type.
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const signal = request.signal;
      const onAbort = () => xhr.abort();
      if (signal.aborted) {
        reject(signal.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      const done = () => signal.removeEventListener('abort', onAbort);

      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onUploadProgress?.({ loaded: event.loaded, total: event.total });
      };
      xhr.upload.onload = () => options.onUploaded?.();
      xhr.onload = () => {
        done();
        resolve(
          new Response(xhr.status === 204 ? null : (xhr.response as Blob | null), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.onabort = () => {
        done();
        reject(signal.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
      };
      xhr.send(body);
    });
  };
}
