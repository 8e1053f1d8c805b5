// Turns the phrase notation of ./types.ts into regular expressions, once at start.
import type { LanguageRules, Phrase } from './types.ts';

const VARIANTS: Record<string, string> = {
  ä: '(?:ä|ae|a)',
  ö: '(?:ö|oe|o)',
  ü: '(?:ü|ue|u)',
  ß: '(?:ß|ss|s)',
  ё: '[её]',
  е: '[её]',
  "'": "['’ʼ`]?",
};

/** Between two words: spaces and punctuation (a hyphen, a comma, dots). */
const GAP = String.raw`[\s,.;:!?"'«»„“”()\-–]+`;
/** `~`: up to three words in between. */
const FILLER = String.raw`(?:[\s,.;:!?\-–]+[\p{L}\p{N}'’]+){0,3}`;
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;

export function phraseSource(phrase: Phrase): string {
  let out = '';
  const chars = [...phrase.trim()];
  for (const [i, char] of chars.entries()) {
    // Groups do not capture: a capture marks the part of a match to show (./index.ts).
    if (char === '(' && chars[i + 1] !== '?') out += '(?:';
    else if (char === ' ') out += GAP;
    else if (char === '*') out += String.raw`[\p{L}'’]*`;
    else if (char === '~') out += FILLER;
    else out += VARIANTS[char] ?? char;
  }
  // `~` is written between spaces; the gap before it belongs to the filler.
  out = out.split(`${GAP}${FILLER}${GAP}`).join(`${FILLER}${GAP}`);
  return `${START}(?:${out})${END}`;
}

export interface CompiledGroup {
  category: LanguageRules[number]['category'];
  severity: LanguageRules[number]['severity'];
  pattern: RegExp;
}

export function compile(rules: LanguageRules): CompiledGroup[] {
  return rules.map((group) => ({
    category: group.category,
    severity: group.severity,
    pattern: new RegExp(group.phrases.map(phraseSource).join('|'), 'giu'),
  }));
}
