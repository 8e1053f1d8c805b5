// Untrusted markdown with GFM tables and KaTeX math ($…$ inline, $$…$$ display), for problem
// texts, solutions and messages. Safe by construction: raw HTML is never rendered, links
// work only for http(s), mailto and relative targets, images only from our origin or inline
// data:, and an invalid formula shows in an error colour without breaking the page.
// The renderer (react-markdown, KaTeX and its stylesheet) is a lazy chunk: screens without
// math never load it. Until it arrives the plain text shows.
import { Box, type BoxProps } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

const loadRenderer = () => import('./math/MathMarkdownRenderer.tsx');
const Renderer = lazy(loadRenderer);

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
  return (
    <Box className="math-markdown" css={markdownStyles} {...box}>
      <Suspense fallback={<Box whiteSpace="pre-wrap">{text}</Box>}>
        <Renderer text={text} />
      </Suspense>
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
