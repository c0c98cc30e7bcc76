/**
 * Turns a page's Markdown or MDX source into the clean Markdown of the corpus that llms.txt and the MCP server read:
 * no front matter besides title, description and url, no import/export statements or comments, components rendered
 * to Markdown, `::schema-properties` directives expanded to the build's own tables, admonitions as blockquotes and
 * links as absolute URLs. The page is read into a syntax tree and written back with remark-stringify, so code blocks
 * keep their code.
 */
import path from 'node:path';
import { dump } from 'js-yaml';
import type {
  BlockContent,
  Blockquote,
  Code,
  Heading,
  List,
  Nodes,
  Paragraph,
  Parents,
  Root,
  RootContent,
} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { groupProviders, type Provider } from '../components/ProviderDirectory/providers';
import { ADMONITION_KEYWORDS, parseMarkdown } from '../markdown/markdown';
import { tabsOf } from '../remark/codeTabs';
import remarkSchemaTable from '../remark/schemaTable';
import { TABS_DIRECTIVE } from '../config/codeTabs';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page, e.g. `https://app.takeshape.io/docs/api/webhooks`. */
  url: string;
}

export interface ConvertOptions {
  /** Path of the source relative to the site folder, e.g. `docs/api/webhooks.md`; relative links resolve from it. */
  sourcePath: string;
  /** Absolute URL of the docs base, without a trailing slash: `https://app.takeshape.io/docs`. */
  docsUrl: string;
  /** Every provider page, for the services directory. */
  providers: Provider[];
}

type ContainerDirective = Extract<Nodes, { type: 'containerDirective' }>;
type Join = NonNullable<StringifyOptions['join']>[number];

const DOCS_FOLDER = 'docs/';
const COMMENT = /^<!--[\s\S]*-->$/;

/** The absolute URL a link target stands for, or the target itself when it is external, an anchor or not a page. */
export function absoluteLink(target: string, sourcePath: string, docsUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^#|^\/\//i.test(target)) return target;
  const [, file, rest] = target.match(/^([^#?]*)(.*)$/) ?? ['', target, ''];
  if (file.startsWith('/')) return `${docsUrl}${file.replace(/^\/docs(?=\/|$)/, '')}${rest}`;
  if (!/\.mdx?$/.test(file)) return target;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(sourcePath), file));
  if (!resolved.startsWith(DOCS_FOLDER)) return target;
  return `${docsUrl}/${resolved.slice(DOCS_FOLDER.length).replace(/\.mdx?$/, '')}${rest}`;
}

function providerDirectoryList(providers: Provider[], docsUrl: string): (Heading | List)[] {
  return groupProviders(providers, '').flatMap((group): (Heading | List)[] => [
    { type: 'heading', depth: 3, children: [{ type: 'text', value: group.label }] },
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: group.providers.map((provider) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: `${docsUrl}${provider.path}`, children: [{ type: 'text', value: provider.name }] },
              { type: 'text', value: `: ${provider.purpose}` },
            ],
          },
        ],
      })),
    },
  ]);
}

/** The nodes a component stands for in Markdown; components without a rendering fail the build. */
function componentMarkdown(name: string, options: ConvertOptions): RootContent[] {
  // The API explorer is interactive only; the text around it already says what it does.
  if (name === 'ApiExplorer') return [];
  if (name === 'ProviderDirectory') return providerDirectoryList(options.providers, options.docsUrl);
  throw new Error(`${options.sourcePath}: no Markdown rendering for the component <${name} />`);
}

/** An admonition as a blockquote whose first words name its kind, in bold. */
function admonitionQuote(node: ContainerDirective): Blockquote {
  const label = node.name[0].toUpperCase() + node.name.slice(1);
  const [first, ...rest] = node.children;
  const bold = (text: string, ...children: Paragraph['children']): Paragraph['children'][number] => ({
    type: 'strong',
    children: [{ type: 'text', value: text }, ...children],
  });
  const quote = (...children: BlockContent[]): Blockquote => ({ type: 'blockquote', children });
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    return quote({ type: 'paragraph', children: [bold(`${label}: `, ...first.children)] }, ...(rest as BlockContent[]));
  }
  if (first?.type === 'paragraph') {
    return quote(
      { ...first, children: [bold(`${label}:`), { type: 'text', value: ' ' }, ...first.children] },
      ...(rest as BlockContent[]),
    );
  }
  return quote({ type: 'paragraph', children: [bold(`${label}:`)] }, ...(node.children as BlockContent[]));
}

/** Code tabs as every variant one after the other, each under its label in bold. */
function tabsMarkdown(node: ContainerDirective, options: ConvertOptions): RootContent[] {
  return tabsOf(node, options.sourcePath).tabs.flatMap((tab): RootContent[] => [
    { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: tab.attributes!.label! }] }] },
    ...tab.children,
  ]);
}

/** The React component a node names: a capitalised JSX element, or in a `.md` page an HTML tag that looks like one. */
function componentName(node: Nodes): string | undefined {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
    return /^[A-Z]/.test(node.name ?? '') ? node.name! : undefined;
  return node.type === 'html' ? /^<([A-Z]\w*)/.exec(node.value.trim())?.[1] : undefined;
}

/** What a node becomes in the clean Markdown: itself, other nodes, or nothing. */
function replacement(node: Nodes, options: ConvertOptions): RootContent[] | undefined {
  if (node.type === 'yaml' || node.type === 'mdxjsEsm') return [];
  if (node.type === 'html' && COMMENT.test(node.value.trim())) return [];
  if (node.type === 'containerDirective' && ADMONITION_KEYWORDS.includes(node.name)) return [admonitionQuote(node)];
  if (node.type === 'containerDirective' && node.name === TABS_DIRECTIVE) return tabsMarkdown(node, options);
  const component = componentName(node);
  if (component) return componentMarkdown(component, options);
  if (node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective') {
    throw new Error(
      `${options.sourcePath}:${node.position?.start.line ?? 0}: no Markdown rendering for the directive ${node.name}`,
    );
  }
  return undefined;
}

/** `requires=` tells the docs' example checks what an example needs; readers of the Markdown have the prose. */
const withoutRequires = (node: Code) => {
  node.meta = node.meta?.replace(/(^|\s+)requires=\S+/, '').trim() || null;
};

/**
 * List items keep the blank lines the page has between them: remark-stringify would separate every item of a list in
 * which one item holds a blank line, and such a list is loose either way.
 */
const itemSpacing: Join = (left, right, parent) => {
  if (parent.type !== 'list' || !left.position || !right.position) return undefined;
  return right.position.start.line - left.position.end.line > 1 ? 1 : 0;
};

function cleanTree(tree: Root, options: ConvertOptions): void {
  visit(tree, (node, index, parent: Parents | undefined) => {
    const nodes = replacement(node, options);
    if (nodes && parent && index !== undefined) {
      parent.children.splice(index, 1, ...(nodes as typeof parent.children));
      // The new nodes are visited in turn: an admonition may hold links and further admonitions.
      return [SKIP, index];
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = absoluteLink(node.url, options.sourcePath, options.docsUrl);
    }
    if (node.type === 'code') withoutRequires(node);
    return node.type === 'code' ? SKIP : undefined;
  });
}

/**
 * The page body as clean Markdown, without front matter and without the H1 (docs take their title from front matter).
 */
export function cleanMarkdownBody(source: string, options: ConvertOptions): string {
  const tree = parseMarkdown(source, options.sourcePath);
  // The same tables as the HTML pages, from the build's own plugin.
  remarkSchemaTable()(tree);
  cleanTree(tree, options);
  const processor = unified()
    .use(remarkStringify, {
      bullet: '-',
      fence: '`',
      rule: '-',
      emphasis: '*',
      strong: '*',
      listItemIndent: 'one',
      join: [itemSpacing],
    })
    // Every cell counts as three wide, so delimiter rows read `---` and cells are not padded.
    .use(remarkGfm, { stringLength: () => 3 });
  if (options.sourcePath.endsWith('.mdx')) processor.use(remarkMdx);
  return processor.stringify(tree).trimEnd();
}

/** The page as one Markdown document: title, description and url as front matter, the title as H1, then the body. */
export function pageMarkdown(meta: PageMeta, body: string): string {
  const frontMatter = dump({ title: meta.title, description: meta.description, url: meta.url }, { lineWidth: -1 });
  return `---\n${frontMatter}---\n\n# ${meta.title}\n\n${body}\n`;
}
