// One formula, typeset by KaTeX. KaTeX's own markup goes into the page as HTML: it is built by
// KaTeX from the formula alone, with every piece of the author's text escaped, and with
// trust: false no \href, \url, \includegraphics or \html… command can add a link, an image or
// an attribute. Parsing that markup natively is many times faster than turning it into React
// elements, which is what keeps a page of 20 problems with 50 formulas within its budget.
import katex from 'katex';
import { memo } from 'react';

/** The colour of a formula KaTeX cannot parse (red, 5.9:1 on white). */
export const FORMULA_ERROR_COLOR = '#cc0000';

const cache = new Map<string, string>();
const CACHE_SIZE = 1000;

/** KaTeX's HTML for a formula; a broken formula comes back as its source in the error colour. */
function typeset(tex: string, display: boolean): string {
  const key = `${display ? 'D' : 'I'}${tex}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = katex.renderToString(tex, {
      displayMode: display,
      throwOnError: false,
      errorColor: FORMULA_ERROR_COLOR,
      trust: false,
      // Teachers' small LaTeX liberties are accepted without console warnings.
      strict: 'ignore',
      maxExpand: 1000,
      maxSize: 50,
    });
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, html);
  }
  return html;
}

function Formula({ tex, display }: { tex: string; display: boolean }) {
  const html = typeset(tex, display);
  return display ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <span dangerouslySetInnerHTML={{ __html: html }} />;
}

export default memo(Formula);
