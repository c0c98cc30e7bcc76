/**
 * What the search index is given for one built page: the page's own text (title, description, keywords, article),
 * without the navbar, sidebar, breadcrumbs, menus or diagrams around it. Built pages are served unchanged.
 */
import { load } from 'cheerio';
import { escapeHtml } from '../text/escapeHtml';
import { AREA_OF_GUIDES, AREA_OF_OTHER_DOCS, areaSlug } from './areas';
import { CODE_END_MARKER, CODE_START_MARKER, OPENING_MARKER } from './fragmentPage';

export interface SearchRecord {
  /** The page's path under the site, e.g. /docs/api/webhooks. */
  url: string;
  /** The HTML given to Pagefind. */
  html: string;
  /** Every word of the page as a reader sees it, for the typo dictionary. */
  text: string;
}

/** Parts of an article that are controls or repeat its prose. */
const NOT_CONTENT = [
  'button',
  'script',
  'style',
  'svg',
  '.hash-link',
  // A diagram's labels repeat its prose, and it is in the page twice (light and dark).
  '.docusaurus-mermaid-container',
  // Controls marked as not content, such as the copy-page menu beside the title.
  '[data-pagefind-ignore]',
];

/** The id of the closing "Related" heading: its list names other pages, so its words say nothing about this one. */
const RELATED_HEADING = 'related';

/** Code blocks and tables: a snippet's source only when the page's prose has no match. */
const CODE_OR_TABLE = '.theme-code-block, pre, table';

/**
 * The record for a doc page or a guide, or null for any other page (lists, tags, the search page) and for a page
 * whose canonical URL is another page (the docs root shows the quickstart).
 */
export function searchRecordOf(builtHtml: string, url: string, siteUrl: string): SearchRecord | null {
  const $ = load(builtHtml);
  const pageClass = $('html').attr('class') ?? '';
  const isDoc = /\bdocs-doc-page\b/.test(pageClass);
  const isGuide = /\bblog-post-page\b/.test(pageClass);
  if (!isDoc && !isGuide) return null;
  const canonical = $('link[rel="canonical"]').attr('href');
  if (canonical && canonical !== siteUrl + url) return null;

  const article = $(isDoc ? 'article .theme-doc-markdown' : 'article .markdown').first();
  const title = $('article h1').first().text().trim();
  if (!article.length || !title) return null;
  article.find(NOT_CONTENT.join(',')).remove();
  const related = article.find(`h2#${RELATED_HEADING}`);
  related.nextUntil('h2').remove();
  related.remove();
  article.find('h1').remove();
  article
    .find(CODE_OR_TABLE)
    .filter((_, element) => $(element).parents(CODE_OR_TABLE).length === 0)
    .each((index, element) => {
      $(element)
        .before(`<span id="${CODE_START_MARKER}${index}"></span>`)
        .after(`<span id="${CODE_END_MARKER}${index}"></span>`);
    });
  const category = $('.breadcrumbs__item:not(:first-child):not(.breadcrumbs__item--active)').first().text().trim();
  const area = isGuide ? AREA_OF_GUIDES : category || AREA_OF_OTHER_DOCS;
  const description = $('meta[name="description"]').attr('content') ?? '';
  // Docusaurus joins keywords with bare commas, which Pagefind would index as one long word.
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .join(', ');

  const html =
    `<html lang="en"><head><title>${escapeHtml(title)}</title></head><body>` +
    `<main data-pagefind-body><h1>${escapeHtml(title)}</h1><span id="${OPENING_MARKER}"></span>` +
    `${article.html() ?? ''}</main>` +
    `<span data-pagefind-meta="description:${escapeHtml(description)}"></span>` +
    `<span data-pagefind-meta="keywords:${escapeHtml(keywords)}"></span>` +
    `<span data-pagefind-filter="area:${escapeHtml(areaSlug(area))}"></span>` +
    `<span data-pagefind-meta="area:${escapeHtml(area)}"></span>` +
    '</body></html>';
  return { url, html, text: [title, description, keywords, article.text()].join(' ') };
}
