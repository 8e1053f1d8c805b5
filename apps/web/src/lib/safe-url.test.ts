import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeLinkUrl } from './safe-url.ts';

describe('safeLinkUrl', () => {
  it.each(['https://example.org/a?b=c', 'http://example.org', 'mailto:a@example.org', '/problems?page=2', '#p12', 'notes.html', 'a/b:c'])(
    'keeps %s',
    (url) => expect(safeLinkUrl(url)).toBe(url),
  );
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', 'ftp://x', ''])(
    'drops %s',
    (url) => expect(safeLinkUrl(url)).toBeNull(),
  );
});

describe('safeImageUrl', () => {
  const origin = 'https://app.example.org';
  it.each(['/api/img.png', 'data:image/png;base64,iVBORw0KGgo=', 'https://app.example.org/a.png'])('keeps %s', (url) =>
    expect(safeImageUrl(url, origin)).toBe(url),
  );
  it.each([
    'https://evil.example.com/pixel.gif',
    '//evil.example.com/pixel.gif',
    'http://app.example.org/a.png',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:text/html;base64,PHNjcmlwdD4=',
    'javascript:alert(1)',
    '',
  ])('drops %s', (url) => expect(safeImageUrl(url, origin)).toBeNull());
});
