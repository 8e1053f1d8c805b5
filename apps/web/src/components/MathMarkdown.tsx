// Untrusted markdown with GFM tables and KaTeX math ($…$ inline, $$…$$ display), for problem
// texts, solutions and messages. Safe by construction: raw HTML is never rendered, links
// work only for http(s), mailto and relative targets, images only from our origin or inline
// data:, and an invalid formula shows in an error colour without breaking the page.
// The renderer (react-markdown, KaTeX and its stylesheet) is a lazy chunk: screens without
// math never load it. Until it arrives the plain text shows.
// It is not a React.lazy component: once the chunk is there (screens preload it while their
// data is on the way) the text renders in the same pass, without a Suspense fallback, whose
// reveal React would otherwise hold back for a while.
import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect } from 'react';
import { importLater } from '../lib/import-later.ts';
import { useStoreInTransition } from '../lib/transition-render.ts';
import { Stylesheet } from './Stylesheet.tsx';

type RendererModule = typeof import('./math/MathMarkdownRenderer.tsx');
let renderer: RendererModule | null = null;
let loading: Promise<unknown> | null = null;
/** The last load failed: the plain text shows, and nobody waits for the renderer any more. */
let failed = false;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

/** The longest the renderer waits for KaTeX's fonts before it shows formulas anyway. */
const FONT_WAIT_MS = 1500;

/**
 * KaTeX's main fonts, loaded before the first formula shows: set in a fallback font first, a
 * formula would change its size when its font arrives, and every row below it would move.
 */
async function mathFontsLoaded(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  const fonts = Promise.all(['1em KaTeX_Main', 'italic 1em KaTeX_Math'].map((font) => document.fonts.load(font))).catch(() => undefined);
  await Promise.race([fonts, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}

function loadRenderer(): Promise<unknown> {
  loading ??= importLater(() => import('./math/MathMarkdownRenderer.tsx')).then(
    async (module) => {
      await mathFontsLoaded();
      renderer = module;
      failed = false;
      tell();
    },
    () => {
      // The plain text stays; the next screen that needs math tries again.
      loading = null;
      failed = true;
      tell();
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentRenderer = () => renderer;

const rendererSettled = () => renderer !== null || failed;

/**
 * Whether math can be shown as it will stay: the renderer is there (or could not be loaded, so
 * the plain text stays). A list of problems waits for it before it shows its rows, so that no
 * row grows or shrinks under the reader's eyes when the formulas replace their source.
 */
export function useMathRendererSettled(): boolean {
  const settled = useStoreInTransition(subscribe, rendererSettled);
  useEffect(() => {
    if (!settled) void loadRenderer();
  }, [settled]);
  return settled;
}

/** Starts loading the renderer now (e.g. while a list's data is still on its way). */
export function preloadMathMarkdown(): void {
  void loadRenderer();
}

export interface MathMarkdownProps extends Omit<BoxProps, 'children'> {
  /** The markdown source; never trusted. */
  text: string;
}

/** Markdown + GFM + KaTeX, rendered inertly; any Chakra box props style the wrapper. */
export function MathMarkdown({ text, ...box }: MathMarkdownProps) {
  const module = useStoreInTransition(subscribe, currentRenderer);
  useEffect(() => {
    if (!module) void loadRenderer();
  }, [module]);
  const Renderer = module?.default;
  const content = (
    <>
      <MathMarkdownStyles />
      {Renderer ? <Renderer text={text} /> : <div className="math-markdown-plain">{text}</div>}
    </>
  );
  // A list shows many of these at once: without box props the wrapper is a plain element,
  // styled by the shared stylesheet alone.
  if (Object.keys(box).length === 0) return <div className="math-markdown">{content}</div>;
  return (
    <Box className="math-markdown" {...box}>
      {content}
    </Box>
  );
}

const STYLES = `
.math-markdown { overflow-wrap: anywhere; }
.math-markdown-plain { white-space: pre-wrap; }
.math-markdown p { margin-block: 0.4em; }
.math-markdown :is(ul, ol) { padding-inline-start: 1.4em; margin-block: 0.4em; }
.math-markdown ul { list-style-type: disc; }
.math-markdown ol { list-style-type: decimal; }
.math-markdown a { color: var(--chakra-colors-teal-700); text-decoration: underline; }
.math-markdown table { border-collapse: collapse; margin-block: 0.5em; display: block; overflow-x: auto; max-width: 100%; }
.math-markdown :is(th, td) {
  border: 1px solid var(--chakra-colors-border); padding-inline: 0.5em; padding-block: 0.2em;
}
.math-markdown th { background: var(--chakra-colors-bg-muted); font-weight: var(--chakra-font-weights-semibold); }
.math-markdown code {
  font-family: var(--chakra-fonts-mono); font-size: 0.9em; background: var(--chakra-colors-bg-muted);
  padding-inline: 0.2em; border-radius: var(--chakra-radii-sm);
}
.math-markdown pre { overflow-x: auto; background: var(--chakra-colors-bg-muted); padding: 0.5em; border-radius: var(--chakra-radii-sm); }
.math-markdown blockquote {
  border-inline-start: 3px solid var(--chakra-colors-border); padding-inline-start: 0.75em; color: var(--chakra-colors-fg-muted);
}
.math-markdown .katex-display { overflow-x: auto; overflow-y: hidden; padding-block: 0.1em; }
.math-markdown :is(h1, h2, h3, h4) { font-weight: var(--chakra-font-weights-semibold); margin-block: 0.4em; }
`;

/** The markdown's stylesheet: React puts it into the document head once, however many texts a screen shows. */
function MathMarkdownStyles() {
  return <Stylesheet name="math-markdown" css={STYLES} />;
}
