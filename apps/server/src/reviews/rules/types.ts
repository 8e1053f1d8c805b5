// The shape of the review rules (docs/product/screens.md#reviews): data, not code. Each
// language file lists phrases per category; compile.ts turns them into regular expressions.
import type { ReviewCategory, ReviewSeverity } from '../../db/schema.ts';

/**
 * A phrase in a small notation, so the lists stay readable:
 * - a space stands for any run of spaces and punctuation between words;
 * - `*` lets a word go on (inflection: `umbring*` is umbringen, umbringe, umbringt);
 * - `~` allows up to three words in between (`will ~ nicht mehr leben`);
 * - German ä ö ü ß also match ae oe ue ss and the plain vowel (typed without umlauts);
 *   Russian е also matches ё;
 * - anything else is a regular expression (`(dich|euch)`, `[sz]`), matched case-insensitively
 *   and only at word boundaries.
 */
export type Phrase = string;

export interface RuleGroup {
  category: ReviewCategory;
  severity: ReviewSeverity;
  phrases: Phrase[];
}

/** A language's rules. */
export type LanguageRules = RuleGroup[];
