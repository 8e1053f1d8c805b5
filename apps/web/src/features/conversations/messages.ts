// The viewer's rules for a conversation's messages (docs/product/screens.md, limits.md): where a time divider goes,
// how a long system message is cut, and what a message's content holds.
import type { Message } from '@backoffice/api-client';
import { CONVERSATION_GAP_MINUTES, SYSTEM_MESSAGE_CUT_LENGTH, SYSTEM_MESSAGE_MAX_LENGTH } from '../../lib/config.ts';
import { parseServerDate } from '../../lib/dates.ts';
import { formatDecimal } from '../../lib/numbers.ts';

const GAP_MS = CONVERSATION_GAP_MINUTES * 60_000;

/** True when `CONVERSATION_GAP_MINUTES` or more lie between the two messages' times. */
export function isGap(previous: string, next: string): boolean {
  const a = parseServerDate(previous);
  const b = parseServerDate(next);
  if (!a || !b) return false;
  return b.getTime() - a.getTime() >= GAP_MS;
}

export type ViewerItem =
  | { kind: 'divider'; key: string; at: string }
  | { kind: 'message'; key: string; message: Message };

/** The messages in order, with a divider before each one that follows a gap. */
export function viewerItems(messages: readonly Message[]): ViewerItem[] {
  const items: ViewerItem[] = [];
  messages.forEach((message, index) => {
    const previous = messages[index - 1];
    if (previous && isGap(previous.created_at, message.created_at)) {
      items.push({ kind: 'divider', key: `gap-${message.message_id}`, at: message.created_at });
    }
    items.push({ kind: 'message', key: `m-${message.message_id}`, message });
  });
  return items;
}

/**
 * A system message over SYSTEM_MESSAGE_MAX_LENGTH characters is cut to
 * SYSTEM_MESSAGE_CUT_LENGTH plus an ellipsis. Characters are counted as a person sees them
 * (code points), so that an emoji or a rare letter is never split in two.
 */
export function cutSystemText(text: string): { text: string; cut: boolean } {
  const characters = Array.from(text);
  if (characters.length <= SYSTEM_MESSAGE_MAX_LENGTH) return { text, cut: false };
  return { text: `${characters.slice(0, SYSTEM_MESSAGE_CUT_LENGTH).join('')}…`, cut: true };
}

/** A duration in minutes as German numbers are written (docs/product/limits.md: German formats): 14,5. */
export function formatMinutes(minutes: number): string {
  return formatDecimal(minutes);
}

/** The message's text (its text parts joined by blank lines) and its image URLs. */
export function messageParts(message: Message): { text: string; images: string[] } {
  const content = message.content.content;
  if (typeof content === 'string') return { text: content, images: [] };
  const texts: string[] = [];
  const images: string[] = [];
  for (const part of content) {
    if (part.type === 'text') texts.push(part.text);
    else images.push(part.image_url.url);
  }
  return { text: texts.join('\n\n'), images };
}
