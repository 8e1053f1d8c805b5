// GFM tables for remark: the one GFM feature problem texts need. The whole of remark-gfm
// (autolinks, footnotes, task lists, strikethrough) would cost the lazy math chunk about
// a tenth of its budget for features nobody writes in a math problem.
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';

export default function remarkTables(this: { data: () => unknown }) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}
