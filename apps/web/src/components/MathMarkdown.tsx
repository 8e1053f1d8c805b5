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
import { useEffect, useSyncExternalStore } from 'react';

type RendererModule = typeof import('./math/MathMarkdownRenderer.tsx');
let renderer: RendererModule | null = null;
let loading: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

function loadRenderer(): Promise<unknown> {
  loading ??= import('./math/MathMarkdownRenderer.tsx').then(
    (module) => {
      renderer = module;
      for (const listener of listeners) listener();
    },
    () => {
      // The plain text stays; the next screen that needs math tries again.
      loading = null;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentRenderer = () => renderer;

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
  const module = useSyncExternalStore(subscribe, currentRenderer, currentRenderer);
  useEffect(() => {
    if (!module) void loadRenderer();
  }, [module]);
  const Renderer = module?.default;
  return (
    <Box className="math-markdown" css={markdownStyles} {...box}>
      {Renderer ? <Renderer text={text} /> : <Box whiteSpace="pre-wrap">{text}</Box>}
    </Box>
  );
}

const markdownStyles = {
  overflowWrap: 'anywhere',
  '& p': { marginBlock: '0.4em' },
  '& ul, & ol': { paddingInlineStart: '1.4em', marginBlock: '0.4em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'teal.700', textDecoration: 'underline' },
  '& table': { borderCollapse: 'collapse', marginBlock: '0.5em', display: 'block', overflowX: 'auto', maxWidth: '100%' },
  '& th, & td': { border: '1px solid', borderColor: 'border', paddingInline: '0.5em', paddingBlock: '0.2em' },
  '& th': { background: 'bg.muted', fontWeight: 'semibold' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', background: 'bg.muted', paddingInline: '0.2em', borderRadius: 'sm' },
  '& pre': { overflowX: 'auto', background: 'bg.muted', padding: '0.5em', borderRadius: 'sm' },
  '& blockquote': { borderInlineStart: '3px solid', borderColor: 'border', paddingInlineStart: '0.75em', color: 'fg.muted' },
  '& .katex-display': { overflowX: 'auto', overflowY: 'hidden', paddingBlock: '0.1em' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', marginBlock: '0.4em' },
} as const;
