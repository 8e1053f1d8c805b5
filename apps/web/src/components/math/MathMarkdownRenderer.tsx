// The heavy half of MathMarkdown: markdown with GFM tables and KaTeX math. Only loaded lazily
// (see MathMarkdown.tsx), with KaTeX's stylesheet; the browser fetches a KaTeX font only when
// a formula on the page uses it.
import 'katex/dist/katex.min.css';
import { memo, type ReactElement } from 'react';
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

/**
 * The rendered elements of the texts shown lately. Parsing markdown is the costly part of showing
 * a text (about 3 ms for a problem on a desktop, four times that on a slow phone): a text that
 * shows again (a list's rows mounted anew, as when its drag-and-drop code arrives, or a screen
 * opened again) takes its elements from here. Elements are immutable, so one can show in
 * several places at once.
 */
const rendered = new Map<string, ReactElement>();
const CACHE_SIZE = 500;

function render(text: string): ReactElement {
  let element = rendered.get(text);
  if (element === undefined) {
    // Markdown is a plain function of its options (no hooks): its result can be kept.
    element = Markdown({ children: text, remarkPlugins, urlTransform, components, skipHtml: true }) as ReactElement;
    if (rendered.size >= CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
    rendered.set(text, element);
  }
  return element;
}

function MathMarkdownRenderer({ text }: { text: string }) {
  return render(text);
}

export default memo(MathMarkdownRenderer);
