/**
 * Writes the Markdown corpus for AI agents into the build: a clean `.md` next to every docs page and guide,
 * `llms.txt` and `llms-full.txt` (llmstxt.org format) and `llms-pages.json`, the manifest the MCP server reads.
 * Pages are collected once every plugin has loaded its content and written in postBuild, before the postbuild
 * script precompresses the build.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent as DocsContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { AllContent, LoadContext, PluginModule } from '@docusaurus/types';
import { cleanMarkdownBody, pageMarkdown } from './llmsMarkdown';
import { readProviders } from './providerDirectory';

/** One entry of llms-pages.json. */
export interface ManifestEntry {
  /** Route with the base URL, e.g. `/docs/api/webhooks`. */
  path: string;
  /** The Markdown file relative to the build folder, e.g. `api/webhooks.md`. */
  md: string;
  title: string;
  description: string;
  /** Slug of the top-level sidebar category (`get-started`), `reference` for top-level pages, `guides` for guides. */
  area: string;
  /** Front-matter keywords, which search_docs reads to tell what a guide is about. */
  keywords: string[];
}

export interface CorpusPage extends ManifestEntry {
  /** Source file relative to the site folder, e.g. `docs/api/webhooks.md`. */
  sourcePath: string;
}

export interface Area {
  id: string;
  /** The llms.txt section title. */
  heading: string;
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

const REFERENCE: Area = { id: 'reference', heading: 'Reference' };
const GUIDES: Area = { id: 'guides', heading: 'Optional' };
const SUMMARY =
  'TakeShape is an API platform that joins your content, commerce and AI services into one GraphQL API. These docs ' +
  'cover projects, the API, content modeling, the project schema, service connectors, AI features, import and export.';

const slugOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function docIdsOf(item: SidebarItem): string[] {
  if (item.type === 'doc' || item.type === 'ref') return [item.id];
  if (item.type === 'category')
    return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...item.items.flatMap(docIdsOf)];
  return [];
}

function pluginContent<T>(allContent: AllContent, plugin: string): T {
  const content = allContent[plugin]?.default;
  if (!content) throw new Error(`llms export: no content from ${plugin}`);
  return content as T;
}

/** Every docs page in sidebar order, then every guide, with the sidebar areas in order. */
export function collectPages(allContent: AllContent, baseUrl: string): { pages: CorpusPage[]; areas: Area[] } {
  const version = pluginContent<DocsContent>(allContent, 'docusaurus-plugin-content-docs').loadedVersions.find(
    (v) => v.isLast,
  );
  if (!version) throw new Error('llms export: the docs plugin loaded no current version');
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const areas: Area[] = [];
  const docs: CorpusPage[] = [];
  for (const item of Object.values(version.sidebars).flat()) {
    const area = item.type === 'category' ? { id: slugOf(item.label), heading: item.label } : REFERENCE;
    if (area !== REFERENCE) areas.push(area);
    for (const id of docIdsOf(item)) {
      const doc = docsById.get(id);
      if (!doc) throw new Error(`llms export: the sidebar names an unknown doc ${id}`);
      docs.push({
        ...entryOf(doc, baseUrl),
        area: area.id,
        sourcePath: sourcePathOf(doc.source),
      });
    }
  }
  const guides = pluginContent<BlogContent>(allContent, 'docusaurus-plugin-content-blog')
    .blogPosts.filter((post) => !post.metadata.unlisted)
    .map(({ metadata }) => ({
      ...entryOf(metadata, baseUrl),
      area: GUIDES.id,
      sourcePath: sourcePathOf(metadata.source),
    }));
  return { pages: [...docs, ...guides], areas: [...areas, REFERENCE, GUIDES] };
}

interface PageMetadata {
  permalink: string;
  title: string;
  description: string;
  frontMatter: { keywords?: unknown };
}

function entryOf({ permalink, title, description, frontMatter }: PageMetadata, baseUrl: string) {
  const { keywords } = frontMatter;
  return {
    path: permalink,
    md: `${permalink.slice(baseUrl.length) || 'index'}.md`,
    title,
    description,
    keywords: Array.isArray(keywords) ? keywords.map(String) : [],
  };
}

const sourcePathOf = (source: string) => source.replace(/^@site\//, '');
const linkText = (text: string) => text.replace(/([[\]])/g, '\\$1');

function renderLlmsTxt(pages: ManifestEntry[], areas: Area[], docsUrl: string): string {
  const sections = areas
    .map((area) => ({ area, pages: pages.filter((page) => page.area === area.id) }))
    .filter((section) => section.pages.length > 0)
    .map(({ area, pages: inArea }) =>
      [
        `## ${area.heading}`,
        '',
        ...inArea.map((page) => `- [${linkText(page.title)}](${docsUrl}/${page.md}): ${page.description}`),
      ].join('\n'),
    );
  return [
    '# TakeShape Docs',
    '',
    `> ${SUMMARY}`,
    '',
    'Each link below opens a page as clean Markdown; the same URL without `.md` is the HTML page. ' +
      `[llms-full.txt](${docsUrl}/llms-full.txt) holds every page in one file. ` +
      'Reference lists the pages that span every area; Optional lists step-by-step guides.',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

/** One page of llms-full.txt: its title, address and description, then its body. */
const fullTextSection = (page: ManifestEntry, url: string, body: string) =>
  `# ${page.title}\n\nURL: ${url}\nDescription: ${page.description}\n\n${body}\n`;

const llmsExportPlugin: PluginModule = (context: LoadContext) => {
  const { siteDir } = context;
  const { url, baseUrl } = context.siteConfig;
  const docsUrl = `${url}${baseUrl}`.replace(/\/$/, '');
  let collected: { pages: CorpusPage[]; areas: Area[] } = { pages: [], areas: [] };

  return {
    name: 'llms-export',
    allContentLoaded: async ({ allContent }) => {
      collected = collectPages(allContent, baseUrl);
    },
    postBuild: async ({ outDir }) => {
      const providers = readProviders(siteDir);
      const fullText: string[] = [];
      for (const page of collected.pages) {
        const source = await readFile(path.join(siteDir, page.sourcePath), 'utf8');
        const body = cleanMarkdownBody(source, { sourcePath: page.sourcePath, docsUrl, providers });
        const pageUrl = `${url}${page.path}`;
        const target = path.join(outDir, page.md);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, pageMarkdown({ title: page.title, description: page.description, url: pageUrl }, body));
        fullText.push(fullTextSection(page, pageUrl, body));
      }
      const manifest: ManifestEntry[] = collected.pages.map(
        ({ path: route, md, title, description, area, keywords }) => ({
          path: route,
          md,
          title,
          description,
          area,
          keywords,
        }),
      );
      await Promise.all([
        writeFile(path.join(outDir, 'llms.txt'), renderLlmsTxt(manifest, collected.areas, docsUrl)),
        writeFile(path.join(outDir, 'llms-full.txt'), fullText.join('\n---\n\n')),
        writeFile(path.join(outDir, 'llms-pages.json'), `${JSON.stringify(manifest, null, 2)}\n`),
      ]);
    },
  };
};

export default llmsExportPlugin;
