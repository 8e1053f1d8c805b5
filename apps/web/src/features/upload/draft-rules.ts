// What a draft needs before it can be created: the problem editor's rule (text and answer
// required), checked in the confirm dialog so that no created problem is one the editor refuses.
import type { ExtractedProblem } from '@backoffice/api-client';

export interface DraftGaps {
  text: boolean;
  answer: boolean;
}

/** Which of the required fields a draft lacks (blank counts as missing). */
export function draftGaps(draft: Pick<ExtractedProblem, 'text' | 'answer'>): DraftGaps {
  return { text: !draft.text.trim(), answer: !draft.answer?.trim() };
}

/** The indices among `chosen` whose drafts lack a text or an answer, in order. */
export function incompleteDrafts(drafts: readonly Pick<ExtractedProblem, 'text' | 'answer'>[], chosen: readonly number[]): number[] {
  return chosen.filter((index) => {
    const gaps = draftGaps(drafts[index]!);
    return gaps.text || gaps.answer;
  });
}
