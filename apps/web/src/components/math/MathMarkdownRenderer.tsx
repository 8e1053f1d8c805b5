// The heavy half of MathMarkdown: markdown with GFM tables and KaTeX math. Only loaded lazily
// (see MathMarkdown.tsx), with KaTeX's stylesheet; the browser fetches a KaTeX font only when
// a formula on the page uses it.
import 'katex/dist/katex.min.css';
import { memo } from 'react';
import Markdown, { type Components, type UrlTransform } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkTables from './remark-tables.ts';
import remarkMath from 'remark-math';
import { safeImageUrl, safeLinkUrl } from '../../lib/safe-url.ts';

/** The colour of a formula KaTeX cannot parse (red, 5.9:1 on white). */
export const FORMULA_ERROR_COLOR = '#cc0000';

const remarkPlugins = [remarkTables, remarkMath];
// trust: false keeps \href, \url and \includegraphics inert; throwOnError: false shows a
// broken formula in the error colour instead of throwing; strict: 'ignore' accepts the
// small LaTeX liberties teachers take without warnings in the console.
const rehypePlugins = [[rehypeKatex, { throwOnError: false, errorColor: FORMULA_ERROR_COLOR, trust: false, strict: 'ignore' }]] as const;

const urlTransform: UrlTransform = (url, key) => (key === 'src' ? safeImageUrl(url) : safeLinkUrl(url)) ?? '';

const components: Components = {
  a({ href, children, node: _node, ...rest }) {
    if (!href) return <span>{children}</span>;
    const external = /^https?:/i.test(href);
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})} {...rest}>
        {children}
      </a>
    );
  },
  img({ src, alt, node: _node, title }) {
    // A refused source (another origin) leaves the image's description, never a request.
    if (!src || typeof src !== 'string') return <span data-blocked-image="">{alt ? `[${alt}]` : ''}</span>;
    return <img src={src} alt={alt ?? ''} title={title} loading="lazy" style={{ maxWidth: '100%', maxHeight: '13rem' }} />;
  },
};

function MathMarkdownRenderer({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={remarkPlugins}
      // The tuple's options object is read only by rehype-katex.
      rehypePlugins={rehypePlugins as unknown as never}
      urlTransform={urlTransform}
      components={components}
      skipHtml
    >
      {text}
    </Markdown>
  );
}

export default memo(MathMarkdownRenderer);
