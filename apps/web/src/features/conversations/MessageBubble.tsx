import type { Message, ReviewCategory } from '@backoffice/api-client';
import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo, useId, useState } from 'react';
import { ImagePreview } from '../../components/ImagePreview.tsx';
import { MathMarkdown } from '../../components/MathMarkdown.tsx';
import { formatDateTime, formatTime } from '../../lib/dates.ts';
import { CATEGORY_LABELS } from '../../lib/review-labels.ts';
import { safeImageUrl } from '../../lib/safe-url.ts';
import { cutSystemText, messageParts } from './messages.ts';

type Role = Message['content']['role'];

/** How each role looks (docs/product/screens.md): user right, assistant left, system full width blue, tool a stronger yellow. */
const LOOK: Record<Role, { align: 'flex-start' | 'flex-end' | 'stretch'; bg: string; borderColor: string }> = {
  user: { align: 'flex-end', bg: 'teal.50', borderColor: 'teal.200' },
  assistant: { align: 'flex-start', bg: 'gray.100', borderColor: 'gray.200' },
  system: { align: 'stretch', bg: 'blue.50', borderColor: 'blue.300' },
  tool: { align: 'flex-start', bg: 'yellow.200', borderColor: 'yellow.500' },
};
/** Bubbles of a side leave room on the other side; system messages take the whole width. */
const BUBBLE_MAX_W = { base: '92%', md: '75%' };

export interface MessageBubbleProps {
  message: Message;
  /** Who "user" is: the student's first name. */
  studentName: string;
  /** Who "assistant" is: the character's name. */
  characterName: string;
  /** The review categories this message was flagged for (docs/product/screens.md#reviews). */
  flags?: readonly ReviewCategory[];
}

/** One message as a bubble: who and when, the text as markdown with math, its images. */
export const MessageBubble = memo(function MessageBubble({ message, studentName, characterName, flags }: MessageBubbleProps) {
  const { t, i18n } = useLingui();
  const flagged = flags && flags.length > 0 ? flags.map((category) => i18n._(CATEGORY_LABELS[category])).join(', ') : '';
  const role = message.content.role;
  const look = LOOK[role];
  const { text, images } = messageParts(message);
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const cut = role === 'system' ? cutSystemText(text) : { text, cut: false };
  const shown = cut.cut && !expanded ? cut.text : text;
  const source = message.content.source ?? '';
  const when = formatDateTime(message.created_at);

  const who =
    role === 'user'
      ? studentName
      : role === 'assistant'
        ? characterName
        : role === 'system'
          ? t({ id: 'conversation.role_system', message: 'System' })
          : source
            ? t({ id: 'conversation.role_tool_named', message: `Tool: ${source}` })
            : t({ id: 'conversation.role_tool', message: 'Tool' });

  return (
    <Flex direction="column" align={look.align} data-role={role} data-message-id={message.message_id} id={`m${message.message_id}`} tabIndex={-1} scrollMarginTop="6rem">
      <Box
        as="article"
        aria-label={
          flagged
            ? t({ id: 'conversation.message_label_flagged', message: `${who}, ${when}, flagged for review: ${flagged}` })
            : t({ id: 'conversation.message_label', message: `${who}, ${when}` })
        }
        bg={look.bg}
        borderWidth={flagged ? '2px' : '1px'}
        borderColor={flagged ? 'orange.600' : look.borderColor}
        rounded="lg"
        px="3"
        py="2"
        maxW={role === 'system' ? '100%' : BUBBLE_MAX_W}
        w={role === 'system' ? '100%' : undefined}
        color="gray.900"
      >
        <HStack gap="2" fontSize="xs" color="gray.700" mb="1" wrap="wrap">
          <Text as="span" fontWeight="semibold">
            {who}
          </Text>
          <Text as="span" title={when}>
            {formatTime(message.created_at)}
          </Text>
          {role === 'user' && source === 'voice' ? (
            <Text as="span">{t({ id: 'conversation.spoken', message: 'spoken' })}</Text>
          ) : null}
          {flagged ? (
            <Badge colorPalette="red" variant="solid" size="sm" data-testid="review-flag">
              {t({ id: 'conversation.flagged', message: `Flagged: ${flagged}` })}
            </Badge>
          ) : null}
        </HStack>
        {shown ? <MathMarkdown id={textId} text={shown} fontSize="sm" /> : null}
        {cut.cut ? (
          <Button
            size="xs"
            variant="plain"
            px="0"
            color="blue.800"
            textDecoration="underline"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded
              ? t({ id: 'conversation.show_less', message: 'Show less' })
              : t({ id: 'conversation.show_more', message: 'Show more' })}
          </Button>
        ) : null}
        {images.length ? (
          <HStack gap="2" mt="2" wrap="wrap">
            {images.map((url, index) => {
              const src = safeImageUrl(url);
              const number = index + 1;
              const alt = t({ id: 'conversation.image_alt', message: `Image ${number} from ${who}` });
              return src ? (
                <ImagePreview key={index} src={src} alt={alt} maxH="10rem" maxW="16rem" />
              ) : (
                <Text key={index} fontSize="xs" color="gray.700">
                  {t({ id: 'conversation.image_blocked', message: 'An image from another website is not shown.' })}
                </Text>
              );
            })}
          </HStack>
        ) : null}
      </Box>
    </Flex>
  );
});
