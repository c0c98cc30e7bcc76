/** Reads a docs or guides page into a Markdown syntax tree the way the Docusaurus build does (format: detect). */
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** Docusaurus turns HTML comments into MDX comments before parsing; blanking them keeps every line number. */
const blankComments = (source: string) => source.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));

/** The syntax tree of a page; `.mdx` files are MDX, everything else CommonMark, as with `markdown.format: 'detect'`. */
export function parseMarkdown(source: string, file: string): Root {
  const isMdx = file.endsWith('.mdx');
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  if (isMdx) processor.use(remarkMdx);
  return processor.parse(isMdx ? blankComments(source) : source);
}

/** One block of text a reader sees: a paragraph, heading or table cell, with the file line it starts on. */
export interface ProseBlock {
  line: number;
  text: string;
}

const proseBlockTypes = new Set<RootContent['type']>(['paragraph', 'heading', 'tableCell']);

/** The visible text of a page, block by block; code blocks, HTML and comments are not prose. */
export function proseBlocks(tree: Root): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  visit(tree, (node) => {
    if (!proseBlockTypes.has(node.type as RootContent['type'])) return undefined;
    blocks.push({ line: node.position?.start.line ?? 0, text: toString(node, { includeHtml: false }) });
    return 'skip';
  });
  return blocks;
}
