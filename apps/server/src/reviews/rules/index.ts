// The rule set of the review scan (docs/product/screens.md#reviews): phrases in de, en, es,
// ru and uk (a child may write in any of them, whatever the account's language) and the
// personal data patterns, as data in this folder. `findByRules` gives at most one finding per
// category: the first match in the message.
import type { ReviewCategory, ReviewSeverity } from '../../db/schema.ts';
import { compile } from './compile.ts';
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { PERSONAL_DATA } from './personal-data.ts';
import { RU } from './ru.ts';
import { UK } from './uk.ts';

export const RULES_BY_LANGUAGE = { de: DE, en: EN, es: ES, ru: RU, uk: UK } as const;

export interface Finding {
  category: ReviewCategory;
  severity: ReviewSeverity;
  /** The match in the message's text (UTF-16 offsets, as JavaScript strings count). */
  start: number;
  end: number;
}

const COMPILED = [
  ...Object.values(RULES_BY_LANGUAGE).flatMap(compile),
  ...PERSONAL_DATA.map((p) => ({ category: 'personal_data' as const, severity: p.severity, pattern: p.pattern })),
];

const RANK: Record<ReviewSeverity, number> = { high: 3, medium: 2, low: 1 };

/** The characters' messages are checked for these only; a student's for every category. */
export const ASSISTANT_CATEGORIES: readonly ReviewCategory[] = ['sexual', 'violence'];

export function findByRules(text: string, categories?: readonly ReviewCategory[]): Finding[] {
  const found = new Map<ReviewCategory, Finding>();
  for (const group of COMPILED) {
    if (categories && !categories.includes(group.category)) continue;
    group.pattern.lastIndex = 0;
    const match = group.pattern.exec(text);
    if (!match) continue;
    // A pattern with a group marks the group (the number after "Telefon:"), else the whole match.
    const inner = match.slice(1).find((g) => g !== undefined);
    const start = inner !== undefined ? match.index + match[0].lastIndexOf(inner) : match.index;
    const end = start + (inner ?? match[0]).length;
    const finding = { category: group.category, severity: group.severity, start, end };
    const before = found.get(group.category);
    // Per category the most severe finding, then the earliest.
    if (!before || RANK[finding.severity] > RANK[before.severity] || (finding.severity === before.severity && start < before.start)) {
      found.set(group.category, finding);
    }
  }
  // Self-harm is always high (docs/product/screens.md#reviews).
  return [...found.values()].map((f) => (f.category === 'self_harm' ? { ...f, severity: 'high' } : f));
}

/**
 * Runs every pattern on a short text in one-byte and one in two-byte characters, twice each.
 * V8 compiles a regular expression when it first runs it on each kind of string, and again into
 * machine code the next time: for these patterns (hundreds of phrases in five languages, with
 * Unicode case folding) some 200-350 ms in all. Without this, the first scan after a start spent
 * that on the event loop while every request waited (the load test's problem search: p95 255 ms
 * against 17 ms). The server calls it once before it listens (src/main.ts).
 */
export function prepareRules(): void {
  for (const text of ['Hallo, kannst du mir helfen?', 'Привет, 480 € – помоги мне']) {
    for (let round = 0; round < 2; round++) findByRules(text);
  }
}

/** The message's text around [start, end), at most `max` characters, and the match's place in it. */
export function excerptOf(text: string, start: number, end: number, max = 300): { excerpt: string; start: number; end: number } {
  const flat = text.replace(/\s+/g, ' ');
  // Whitespace runs shrink: map the offsets onto the flattened text.
  const mapped = (offset: number) => text.slice(0, offset).replace(/\s+/g, ' ').length;
  let s = mapped(start);
  let e = Math.min(mapped(end), s + max);
  const room = max - (e - s);
  let from = Math.max(0, s - Math.floor(room / 2));
  const to = Math.min(flat.length, from + max);
  from = Math.max(0, to - max);
  s -= from;
  e -= from;
  return { excerpt: flat.slice(from, to), start: s, end: e };
}
