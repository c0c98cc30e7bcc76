/**
 * Turns a page's Markdown or MDX source into the clean Markdown of the corpus that llms.txt and the MCP server read:
 * no front matter besides title, description and url, no import/export lines, components rendered to Markdown,
 * `::schema-properties` directives expanded to tables, admonitions as blockquotes and links as absolute URLs.
 * Code blocks pass through untouched.
 */
import path from 'node:path';
import matter from 'gray-matter';
import { dump } from 'js-yaml';
import { groupProviders, type Provider } from '../components/ProviderDirectory/providers';
import { propertyRows } from '../remark/schemaTable';

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

const DOCS_FOLDER = 'docs/';
const FENCE = /^\s*(`{3,}|~{3,})/;
const ESM_LINE = /^(?:import\s+(?:[\w*{][^'"]*\s+from\s+)?['"][^'"]+['"]|export\s+(?:const|let|var|function|async|default|class|\{))/;
const COMMENT_LINE = /^\s*<!--.*-->\s*$/;
const SCHEMA_DIRECTIVE = /^::schema-properties\{definition="([^"]+)"\}\s*$/;
const ADMONITION_OPEN = /^:{3,}([a-z]+)(?:\[(.*)\]|\s+(.+))?\s*$/;
const ADMONITION_CLOSE = /^:{3,}\s*$/;
const COMPONENT_LINE = /^\s*<([A-Z]\w*)\b[^>]*\/>\s*$/;
const LINK_TARGET = /\]\(([^()\s]+)(\s+"[^"]*")?\)/g;
const CODE_SPAN = /(`+)[\s\S]*?(?<!`)\1(?!`)/g;
const LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** Table cells may not hold a raw pipe, not even in a code span. */
const cellText = (text: string) => text.replace(/\|/g, '\\|');

function schemaPropertiesTable(definition: string): string[] {
  return [
    '| Property | Type | Required | Description |',
    '| --- | --- | --- | --- |',
    ...propertyRows(definition).map(
      (row) =>
        `| \`${row.name}\` | ${cellText(row.type)} | ${row.required ? 'yes' : 'no'} | ${cellText(row.description || '—')} |`,
    ),
  ];
}

function providerDirectoryList(providers: Provider[], docsUrl: string): string[] {
  return groupProviders(providers, '').flatMap((group) => [
    `### ${group.label}`,
    '',
    ...group.providers.map((provider) => `- [${provider.name}](${docsUrl}${provider.path}): ${provider.purpose}`),
    '',
  ]);
}

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

/** Rewrites the link targets of one line of prose, leaving code spans alone. */
function rewriteLinks(line: string, options: ConvertOptions): string {
  const rewrite = (text: string) =>
    text.replace(LINK_TARGET, (_, target: string, title = '') => `](${absoluteLink(target, options.sourcePath, options.docsUrl)}${title})`);
  let result = '';
  let last = 0;
  for (const span of line.matchAll(CODE_SPAN)) {
    result += rewrite(line.slice(last, span.index)) + span[0];
    last = span.index + span[0].length;
  }
  return result + rewrite(line.slice(last));
}

interface Admonition {
  label: string;
  title?: string;
  lines: string[];
}

/** An admonition's lines as a blockquote whose first words name its kind. */
function blockquote({ label, title, lines }: Admonition): string[] {
  const body = [...lines];
  while (body.length && !body[0].trim()) body.shift();
  while (body.length && !body[body.length - 1].trim()) body.pop();
  const startsWithProse = body.length > 0 && !/^\s*([-*+>#|]|\d+\.|`{3}|~{3})/.test(body[0]);
  const quoted = title
    ? [`**${label}: ${title}**`, '', ...body]
    : startsWithProse
      ? [`**${label}:** ${body[0]}`, ...body.slice(1)]
      : [`**${label}:**`, '', ...body];
  return quoted.map((line) => (line ? `> ${line}` : '>'));
}

/** The page body without front matter, as clean Markdown lines. */
function convertBody(body: string, options: ConvertOptions): string[] {
  const output: string[] = [];
  const admonitions: Admonition[] = [];
  const emit = (...lines: string[]) => (admonitions.at(-1)?.lines ?? output).push(...lines);
  let fence: string | null = null;

  for (const line of body.split('\n')) {
    if (fence) {
      emit(line);
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
      continue;
    }
    const fenceOpen = line.match(FENCE);
    if (fenceOpen) {
      fence = fenceOpen[1];
      // `requires=` tells the docs' example checks what an example needs; readers of the Markdown have the prose.
      emit(line.replace(/\s+requires=\S+/, ''));
      continue;
    }
    if (ESM_LINE.test(line) || COMMENT_LINE.test(line)) continue;

    const admonitionOpen = line.match(ADMONITION_OPEN);
    if (admonitionOpen) {
      const [, kind, bracketTitle, spaceTitle] = admonitionOpen;
      admonitions.push({ label: LABELS[kind] ?? kind, title: (bracketTitle ?? spaceTitle)?.trim(), lines: [] });
      continue;
    }
    if (ADMONITION_CLOSE.test(line) && admonitions.length) {
      emit(...blockquote(admonitions.pop()!));
      continue;
    }
    const directive = line.match(SCHEMA_DIRECTIVE);
    if (directive) {
      emit(...schemaPropertiesTable(directive[1]));
      continue;
    }
    const component = line.match(COMPONENT_LINE);
    if (component) {
      // The API explorer is interactive only; the text around it already says what it does.
      if (component[1] === 'ApiExplorer') continue;
      if (component[1] !== 'ProviderDirectory') {
        throw new Error(`${options.sourcePath}: no Markdown rendering for the component <${component[1]} />`);
      }
      emit(...providerDirectoryList(options.providers, options.docsUrl));
      continue;
    }
    emit(rewriteLinks(line, options));
  }
  if (fence || admonitions.length) throw new Error(`${options.sourcePath}: unclosed ${fence ? 'code block' : 'admonition'}`);
  return output;
}

/** Drops runs of blank lines left by removed lines, outside code blocks, and blank lines at both ends. */
function tidy(lines: string[]): string[] {
  const result: string[] = [];
  let inFence = false;
  for (const line of lines) {
    if (FENCE.test(line.replace(/^>\s?/, ''))) inFence = !inFence;
    if (!inFence && !line.trim() && (result.length === 0 || !result[result.length - 1].trim())) continue;
    result.push(line);
  }
  while (result.length && !result[result.length - 1].trim()) result.pop();
  return result;
}

/** The page body as clean Markdown, without front matter and without the H1 (docs take their title from front matter). */
export function cleanMarkdownBody(source: string, options: ConvertOptions): string {
  return tidy(convertBody(matter(source).content, options)).join('\n');
}

/** The page as one Markdown document: title, description and url as front matter, the title as H1, then the body. */
export function pageMarkdown(meta: PageMeta, body: string): string {
  const frontMatter = dump({ title: meta.title, description: meta.description, url: meta.url }, { lineWidth: -1 });
  return `---\n${frontMatter}---\n\n# ${meta.title}\n\n${body}\n`;
}
