import { describe, expect, it } from 'vitest';
import { draftGaps, incompleteDrafts } from './draft-rules.ts';

describe('draft rules (text and answer required, as in the editor)', () => {
  it('counts blank text and a blank or missing answer as missing', () => {
    expect(draftGaps({ text: 'Berechne 2 + 3.', answer: '5' })).toEqual({ text: false, answer: false });
    expect(draftGaps({ text: '  ', answer: null })).toEqual({ text: true, answer: true });
    expect(draftGaps({ text: 'Kürze 6/8.', answer: ' ' })).toEqual({ text: false, answer: true });
  });

  it('names only the chosen drafts that lack something, in order', () => {
    const drafts = [
      { text: 'a', answer: null },
      { text: 'b', answer: '1' },
      { text: '', answer: '2' },
      { text: 'd', answer: null },
    ];
    expect(incompleteDrafts(drafts, [0, 1, 2])).toEqual([0, 2]);
    expect(incompleteDrafts(drafts, [1])).toEqual([]);
  });
});
