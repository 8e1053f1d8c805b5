// What people read for a review's category, severity, source and state
// (docs/product/screens.md#reviews). Self-harm is named calmly: "signs of", not alarm words.
import type { ReviewCategory, ReviewSeverity, ReviewSource, ReviewState } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const CATEGORY_LABELS: Record<ReviewCategory, MessageDescriptor> = {
  self_harm: msg({ id: 'reviews.category.self_harm', message: 'Signs of self-harm' }),
  violence: msg({ id: 'reviews.category.violence', message: 'Violence' }),
  bullying: msg({ id: 'reviews.category.bullying', message: 'Bullying' }),
  sexual: msg({ id: 'reviews.category.sexual', message: 'Sexual content' }),
  personal_data: msg({ id: 'reviews.category.personal_data', message: 'Personal data' }),
  other: msg({ id: 'reviews.category.other', message: 'Other concern' }),
};

export const SEVERITY_LABELS: Record<ReviewSeverity, MessageDescriptor> = {
  high: msg({ id: 'reviews.severity.high', message: 'High' }),
  medium: msg({ id: 'reviews.severity.medium', message: 'Medium' }),
  low: msg({ id: 'reviews.severity.low', message: 'Low' }),
};

/** The colour goes with the text, never alone. */
export const SEVERITY_COLORS: Record<ReviewSeverity, string> = { high: 'red', medium: 'orange', low: 'gray' };
/** High stands out (white on red, 4.8:1); the others are dark text on a light tint (axe's 4.5:1). */
export const SEVERITY_VARIANTS: Record<ReviewSeverity, 'solid' | 'subtle'> = { high: 'solid', medium: 'subtle', low: 'subtle' };

export const SOURCE_LABELS: Record<ReviewSource, MessageDescriptor> = {
  rules: msg({ id: 'reviews.source.rules', message: 'Found by the word rules' }),
  ai: msg({ id: 'reviews.source.ai', message: 'Found by the AI check' }),
};

export const STATE_LABELS: Record<ReviewState, MessageDescriptor> = {
  open: msg({ id: 'reviews.state.open', message: 'Open' }),
  acknowledged: msg({ id: 'reviews.state.acknowledged', message: 'Acknowledged' }),
  dismissed: msg({ id: 'reviews.state.dismissed', message: 'Dismissed' }),
};

/** Shown with a self-harm review: what to do, calmly. */
export const SELF_HARM_GUIDANCE = msg({
  id: 'reviews.self_harm_guidance',
  message:
    'Words like these can come from a hard moment. Please take them seriously and calmly: talk with the child soon, somewhere quiet, or ask the colleague who looks after pupils\u2019 wellbeing to do so.',
});
