import type { Message } from '@backoffice/api-client';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
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

function Item({ item, studentName, characterName }: { item: ViewerItem; studentName: string; characterName: string }) {
  return item.kind === 'divider' ? (
    <TimeDivider at={item.at} />
  ) : (
    <MessageBubble message={item.message} studentName={studentName} characterName={characterName} />
  );
}

/** The messages oldest first with time dividers (docs/product/screens.md, limits.md); long conversations are virtualised. */
export function MessageList({ messages, studentName, characterName, label }: MessageListProps) {
  const items = useMemo(() => viewerItems(messages), [messages]);
  if (messages.length < VIRTUAL_FROM) {
    return (
      <chakra.ol aria-label={label} listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
        {items.map((item) => (
          <li key={item.key}>
            <Item item={item} studentName={studentName} characterName={characterName} />
          </li>
        ))}
      </chakra.ol>
    );
  }
  return <VirtualMessageList items={items} studentName={studentName} characterName={characterName} label={label} />;
}

function VirtualMessageList({
  items,
  studentName,
  characterName,
  label,
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
              <Item item={item} studentName={studentName} characterName={characterName} />
            </li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
