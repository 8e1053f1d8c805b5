// The AI provider's classification of students' messages for the review scan
// (docs/product/screens.md#reviews): a batch of messages in one call, answered as JSON checked
// with zod. Only what the rules did not flag is sent; a failing call leaves the rules' flags.
import { z } from 'zod';
import type { AiProvider } from '../ai/provider.ts';
import { REVIEW_CATEGORIES, REVIEW_SEVERITIES } from '../contract/enums.ts';
import type { ReviewCategory, ReviewSeverity } from '../db/schema.ts';

/** Messages per call: enough to save calls, few enough for a short answer. */
export const AI_BATCH = 20;
/** The model reads at most this much of one message. */
const MESSAGE_CHARS = 2000;

const Classification = z.object({
  flags: z.array(
    z.object({
      index: z.number().int().min(0),
      category: z.enum(REVIEW_CATEGORIES as [ReviewCategory, ...ReviewCategory[]]),
      severity: z.enum(REVIEW_SEVERITIES as [ReviewSeverity, ...ReviewSeverity[]]),
      /** The concerning words, copied from the message (marked in the excerpt when found). */
      quote: z.string(),
    }),
  ),
});

export interface AiFinding {
  index: number;
  category: ReviewCategory;
  severity: ReviewSeverity;
  quote: string;
}

const SYSTEM = [
  'You help school staff keep children safe while they talk with a maths tutoring chatbot.',
  'You read messages written by students (aged 8 to 16) in German, English, Spanish, Russian or Ukrainian.',
  'Flag only messages that an adult should look at: thoughts of suicide or self-harm (self_harm, always high),',
  'violence or threats (violence), being bullied or bullying others (bullying), sexual content (sexual),',
  'personal data such as phone numbers, addresses, e-mail or messenger accounts (personal_data),',
  'or another serious worry such as abuse or running away (other).',
  'Ordinary maths talk is never flagged: dividing (teilen), subtracting (minus), roots, "kill the process", frustration with a task.',
  'Answer with JSON only: {"flags": [{"index", "category", "severity", "quote"}]}, an empty list when nothing concerns you.',
].join(' ');

export async function classifyMessages(ai: AiProvider, texts: string[]): Promise<AiFinding[]> {
  const listing = texts.map((text, index) => `[${index}] ${text.replace(/\s+/g, ' ').slice(0, MESSAGE_CHARS)}`).join('\n');
  const answer = await ai.ask({
    purpose: 'review',
    schemaName: 'review_flags',
    schema: Classification,
    temperature: 0,
    system: SYSTEM,
    user: [{ type: 'text', text: `Messages, each after its index:\n${listing}` }],
  });
  return answer.flags
    .filter((flag) => flag.index < texts.length)
    .map((flag) => ({ ...flag, severity: flag.category === 'self_harm' ? 'high' : flag.severity }));
}
