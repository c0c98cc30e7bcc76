/** Reads a docs or guides page into a Markdown syntax tree the way the Docusaurus build does (format: detect). */
import { admonitionTitleToDirectiveLabel } from '@docusaurus/utils';
import matter from 'gray-matter';
import type { Code, Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** The admonition keywords of Docusaurus's defaults, which this site keeps. */
export const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

/** Docusaurus turns HTML comments into MDX comments before parsing; blanking them keeps every line number. */
const blankComments = (source: string) =>
  source.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));

/** The syntax tree of a page; `.mdx` files are MDX, everything else CommonMark, as with `markdown.format: 'detect'`. */
export function parseMarkdown(source: string, file: string): Root {
  const isMdx = file.endsWith('.mdx');
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  if (isMdx) processor.use(remarkMdx);
  // The build's preprocessor turns the older `:::note Title` into `:::note[Title]` before it parses.
  const preprocessed = admonitionTitleToDirectiveLabel(source, ADMONITION_KEYWORDS);
  const tree = processor.parse(isMdx ? blankComments(preprocessed) : preprocessed);
  // The build shows a bare `:name` (as in `util:noop` or `takeshape:get`) as the text it is, not as a directive.
  visit(tree, 'textDirective', (node, index, parent) => {
    if (
      parent === undefined ||
      index === undefined ||
      node.children.length > 0 ||
      Object.keys(node.attributes ?? {}).length > 0
    )
      return;
    parent.children.splice(index, 1, { type: 'text', value: `:${node.name}`, position: node.position });
  });
  return tree;
}

/** A page as the build reads it: front matter, the body after it, and the syntax tree of the whole file. */
export interface MarkdownPage {
  source: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** Positions are lines of the whole file, front matter included. */
  tree: Root;
}

/** Reads a page; front matter with gray-matter, as Docusaurus's `parseFrontMatter` does. */
export function readPage(source: string, file: string): MarkdownPage {
  const { data, content } = matter(source);
  return { source, frontMatter: data, body: content, tree: parseMarkdown(source, file) };
}

/** A heading of a page: its level, its text and the file line it is on. */
export interface HeadingText {
  depth: Heading['depth'];
  text: string;
  line: number;
}

export function headings(tree: Root): HeadingText[] {
  const found: HeadingText[] = [];
  visit(tree, 'heading', (node) => {
    found.push({
      depth: node.depth,
      text: toString(node, { includeHtml: false }),
      line: node.position?.start.line ?? 0,
    });
  });
  return found;
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

/** Words of prose: code blocks, HTML, imports, directives and link targets do not count. */
export function proseWordCount(tree: Root): number {
  return proseBlocks(tree)
    .flatMap(({ text }) => text.split(/\s+/))
    .filter((word) => /[a-z]/i.test(word)).length;
}

const TITLE = /(?:^|\s)title=(["'])(.*?)\1/;

/** The `title="…"` of a fence's meta, if any. */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  return meta ? TITLE.exec(meta)?.[2] : undefined;
}

/** A code block of a page, as the example checks read it. */
export interface CodeBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
  /**
   * Why a schema example is not validated, from an `<!-- unchecked: REASON -->` comment on the line above the fence.
   */
  uncheckedReason?: string;
}

const uncheckedComment = /^\s*<!--\s*unchecked:\s*(.*?)\s*-->\s*$/;

/** The reason of an `<!-- unchecked: … -->` comment on the last non-blank line above `line`, if any. */
function uncheckedReasonAbove(lines: string[], line: number): string | undefined {
  const above = lines
    .slice(0, line - 1)
    .filter((text) => text.trim() !== '')
    .pop();
  return above === undefined ? undefined : uncheckedComment.exec(above)?.[1];
}

/** Every code block of the tree, in document order. */
export function codeNodes(tree: Root): Code[] {
  const nodes: Code[] = [];
  visit(tree, 'code', (node) => {
    nodes.push(node);
  });
  return nodes;
}

/** The code blocks of a page's source with the file line of each fence. */
export function codeBlocks(source: string, file: string, tree: Root = parseMarkdown(source, file)): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  return codeNodes(tree).map((node) => {
    const line = node.position?.start.line ?? 0;
    const block: CodeBlock = { file, line, lang: node.lang ?? '', meta: node.meta ?? '', code: node.value };
    const uncheckedReason = uncheckedReasonAbove(lines, line);
    return uncheckedReason === undefined ? block : { ...block, uncheckedReason };
  });
}
