import type { Message } from '@backoffice/api-client';
import { describe, expect, it } from 'vitest';
import { cutSystemText, isGap, messageParts, viewerItems } from './messages.ts';

const message = (id: number, created_at: string, content: Message['content']['content'] = 'Hallo'): Message => ({
  message_id: id,
  created_at,
  content: { role: 'user', source: 'text', content },
});

describe('isGap (15 minutes)', () => {
  it('puts a divider at exactly 15 minutes and after, never before', () => {
    expect(isGap('2026-11-18T14:30:00Z', '2026-11-18T14:44:59Z')).toBe(false);
    expect(isGap('2026-11-18T14:30:00Z', '2026-11-18T14:45:00Z')).toBe(true);
    expect(isGap('2026-11-18T14:30:00Z', '2026-11-19T09:00:00Z')).toBe(true);
  });

  it('reads times without an offset as UTC and ignores unreadable ones', () => {
    expect(isGap('2026-11-18T14:30:00', '2026-11-18T14:45:00Z')).toBe(true);
    expect(isGap('gestern', '2026-11-18T14:45:00Z')).toBe(false);
  });
});

describe('viewerItems', () => {
  it('puts a divider before each message that follows a gap', () => {
    const items = viewerItems([
      message(1, '2026-11-18T14:30:00Z'),
      message(2, '2026-11-18T14:31:05Z'),
      message(3, '2026-11-18T14:51:50Z'),
      message(4, '2026-11-18T14:51:52Z'),
    ]);
    expect(items.map((i) => i.kind)).toEqual(['message', 'message', 'divider', 'message', 'message']);
    expect(items[2]).toMatchObject({ kind: 'divider', at: '2026-11-18T14:51:50Z' });
  });

  it('has no divider before the first message', () => {
    expect(viewerItems([message(1, '2026-11-18T14:30:00Z')]).map((i) => i.kind)).toEqual(['message']);
  });
});

describe('cutSystemText (250 / 200)', () => {
  it('keeps 250 characters whole', () => {
    const text = 'a'.repeat(250);
    expect(cutSystemText(text)).toEqual({ text, cut: false });
  });

  it('cuts 251 characters to 200 plus an ellipsis', () => {
    const result = cutSystemText(`${'a'.repeat(200)}${'b'.repeat(51)}`);
    expect(result.cut).toBe(true);
    expect(result.text).toBe(`${'a'.repeat(200)}…`);
  });

  it('counts a character outside the basic plane as one and never splits it', () => {
    expect(cutSystemText('😀'.repeat(250)).cut).toBe(false);
    const cut = cutSystemText('😀'.repeat(251));
    expect(Array.from(cut.text)).toHaveLength(201);
    expect(cut.text.endsWith('😀…')).toBe(true);
  });
});

describe('messageParts', () => {
  it('takes a plain string as the text', () => {
    expect(messageParts(message(1, '2026-11-18T14:30:00Z', 'Hallo $x$'))).toEqual({ text: 'Hallo $x$', images: [] });
  });

  it('joins the text parts and collects the images in order', () => {
    const parts = messageParts(
      message(1, '2026-11-18T14:30:00Z', [
        { type: 'text', text: 'Erstens' },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
        { type: 'text', text: 'Zweitens' },
      ]),
    );
    expect(parts).toEqual({ text: 'Erstens\n\nZweitens', images: ['data:image/png;base64,AAAA'] });
  });
});
