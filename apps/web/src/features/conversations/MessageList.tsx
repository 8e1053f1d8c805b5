import type { Message, ReviewCategory } from '@backoffice/api-client';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { type ViewerItem, viewerItems } from './messages.ts';

/**
 * From this many messages on, only the messages on screen (and a few around them) are in the
 * page, so that a long conversation opens and scrolls at once. Shorter ones are drawn whole,
 * which keeps the browser's find-in-page working on every message.
 */
const VIRTUAL_FROM = 150;
const ESTIMATED_ITEM_PX = 110;

export interface MessageListProps {
  messages: readonly Message[];
  studentName: string;
  characterName: string;
  /** The list's accessible name. */
  label: string;
  /** Message id → the review categories it was flagged for. */
  flags?: ReadonlyMap<number, readonly ReviewCategory[]>;
  /** The message to scroll to and focus (the address's #m{id}, a review's link). */
  target?: number | null;
}

/** Scrolls the message into the middle of the screen and gives it the focus, once it is in the page. */
function focusMessage(id: number): boolean {
  const element = document.getElementById(`m${id}`);
  if (!element) return false;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
  return true;
}

function TimeDivider({ at }: { at: string }) {
  const { t } = useLingui();
  const when = formatDateTime(at);
  return (
    <Flex role="separator" aria-label={t({ id: 'conversation.divider', message: `Later: ${when}` })} align="center" gap="3" py="2">
      <Box flex="1" borderTopWidth="1px" borderColor="gray.400" />
      <Text fontSize="xs" color="gray.700" fontWeight="medium" whiteSpace="nowrap">
        {when}
      </Text>
      <Box flex="1" borderTopWidth="1px" borderColor="gray.400" />
    </Flex>
  );
}

function Item({ item, studentName, characterName, flags }: { item: ViewerItem; studentName: string; characterName: string; flags?: MessageListProps['flags'] }) {
  return item.kind === 'divider' ? (
    <TimeDivider at={item.at} />
  ) : (
    <MessageBubble message={item.message} studentName={studentName} characterName={characterName} flags={flags?.get(item.message.message_id)} />
  );
}

/** The messages oldest first with time dividers (docs/product/screens.md, limits.md); long conversations are virtualised. */
export function MessageList({ messages, studentName, characterName, label, flags, target }: MessageListProps) {
  const items = useMemo(() => viewerItems(messages), [messages]);
  const short = messages.length < VIRTUAL_FROM;
  useEffect(() => {
    if (short && target) focusMessage(target);
  }, [short, target]);
  if (short) {
    return (
      <chakra.ol aria-label={label} listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
        {items.map((item) => (
          <li key={item.key}>
            <Item item={item} studentName={studentName} characterName={characterName} flags={flags} />
          </li>
        ))}
      </chakra.ol>
    );
  }
  return <VirtualMessageList items={items} studentName={studentName} characterName={characterName} label={label} flags={flags} target={target} />;
}

function VirtualMessageList({
  items,
  studentName,
  characterName,
  label,
  flags,
  target,
}: { items: ViewerItem[] } & Omit<MessageListProps, 'messages'>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The page scrolls, not the list: the virtualiser needs the list's distance from the top.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_ITEM_PX,
    overscan: 3,
    scrollMargin,
    getItemKey: (index) => items[index]?.key ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  // A long list has only the messages on screen in the page: the target's row is brought on
  // screen first, then focused once it is drawn.
  const targetIndex = target ? items.findIndex((item) => item.kind === 'message' && item.message.message_id === target) : -1;
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (targetIndex < 0 || focused) return;
    virtualizer.scrollToIndex(targetIndex, { align: 'center' });
    const timer = window.setTimeout(() => setFocused(focusMessage(target!)), 50);
    return () => window.clearTimeout(timer);
  }, [targetIndex, focused, target, virtualizer]);
  return (
    <Box ref={listRef} position="relative" style={{ height: virtualizer.getTotalSize() }}>
      <chakra.ol
        aria-label={label}
        listStyleType="none"
        m="0"
        p="0"
        position="absolute"
        top="0"
        left="0"
        w="100%"
        style={{ transform: `translateY(${(rows[0]?.start ?? scrollMargin) - scrollMargin}px)` }}
      >
        {rows.map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <li key={row.key} data-index={row.index} ref={virtualizer.measureElement} style={{ paddingBottom: 12 }}>
              <Item item={item} studentName={studentName} characterName={characterName} flags={flags} />
            </li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
