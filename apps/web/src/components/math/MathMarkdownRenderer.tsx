// The heavy half of MathMarkdown: markdown with GFM tables and KaTeX math. Only loaded lazily
// (see MathMarkdown.tsx), with KaTeX's stylesheet; the browser fetches a KaTeX font only when
// a formula on the page uses it.
import 'katex/dist/katex.min.css';
import { memo } from 'react';
import Markdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkMath from 'remark-math';
import { safeImageUrl, safeLinkUrl } from '../../lib/safe-url.ts';
import Formula from './Formula.tsx';
import remarkTables from './remark-tables.ts';

export { FORMULA_ERROR_COLOR } from './Formula.tsx';

const remarkPlugins = [remarkTables, remarkMath];

const urlTransform: UrlTransform = (url, key) => (key === 'src' ? safeImageUrl(url) : safeLinkUrl(url)) ?? '';

const mathKind = (className: unknown) => {
  const classes = String(className ?? '');
  return classes.includes('math-display') ? 'display' : classes.includes('math-inline') ? 'inline' : null;
};

const components: Components = {
  // remark-math hands formulas over as code elements marked math-inline or math-display.
  code({ className, children, node: _node, ...rest }) {
    const kind = mathKind(className);
    if (kind) return <Formula tex={String(children ?? '').replace(/\n$/, '')} display={kind === 'display'} />;
    return (
      <code className={className} {...rest}>
        {children}
      </code>
    );
  },
  pre({ children, node, ...rest }) {
    const first = node?.children[0];
    if (first?.type === 'element' && first.tagName === 'code' && mathKind(first.properties.className as unknown) === 'display') {
      return <>{children}</>;
    }
    return <pre {...rest}>{children}</pre>;
  },
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
    <Markdown remarkPlugins={remarkPlugins} urlTransform={urlTransform} components={components} skipHtml>
      {text}
    </Markdown>
  );
}

export default memo(MathMarkdownRenderer);
