// XMLHttpRequest for component tests: requests go to a FakeApi's fetch (so its handlers and its
// record of calls serve uploads too), and the body's upload is reported in two progress steps.
import { vi } from 'vitest';
import type { FakeApi } from './fake-api.ts';

type Listener = ((event: ProgressEvent) => void) | null;

export interface FakeXhrControl {
  /** Every upload's progress steps, as reported to the page. */
  progress: { loaded: number; total: number }[];
  /** How many requests were aborted. */
  aborted: number;
  restore: () => void;
}

function progressEvent(loaded: number, total: number): ProgressEvent {
  return { lengthComputable: true, loaded, total } as ProgressEvent;
}

/** Replaces XMLHttpRequest until `restore()`. */
export function installFakeXhr(api: FakeApi): FakeXhrControl {
  const control: FakeXhrControl = { progress: [], aborted: 0, restore: () => {} };

  class FakeXMLHttpRequest {
    upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType: XMLHttpRequestResponseType = '';
    status = 0;
    statusText = '';
    response: unknown = null;
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    private responseHeaders = new Headers();
    private done = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    getAllResponseHeaders(): string {
      return [...this.responseHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }

    abort() {
      if (this.done) return;
      this.done = true;
      control.aborted += 1;
      this.onabort?.();
    }

    send(body: Blob | null) {
      const total = body?.size ?? 0;
      void (async () => {
        for (const loaded of [Math.floor(total / 2), total]) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (this.done) return;
          control.progress.push({ loaded, total });
          this.upload.onprogress?.(progressEvent(loaded, total));
        }
        this.upload.onload?.(progressEvent(total, total));
        let response: Response;
        try {
          response = await api.fetch(new Request(this.url, { method: this.method, headers: this.headers, body }));
        } catch {
          if (this.done) return;
          this.done = true;
          this.onerror?.();
          return;
        }
        const blob = await response.blob();
        if (this.done) return;
        this.done = true;
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseHeaders = response.headers;
        this.response = blob;
        this.onload?.();
      })();
    }
  }

  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  control.restore = () => {
    globalThis.XMLHttpRequest = original;
  };
  return control;
}

/**
 * Makes File, Blob and FormData Node's own until `vi.unstubAllGlobals()`. jsdom's versions do
 * not survive Node's Request: a file in a multipart body would arrive as the text
 * "[object File]". With Node's, the body arrives as a browser sends it.
 */
export async function useNodeMultipart(): Promise<void> {
  const { Blob: NodeBlob, File: NodeFile } = await import('node:buffer');
  const parsed = await new Request('http://localhost/', {
    method: 'POST',
    body: 'a=1',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', parsed.constructor);
}
