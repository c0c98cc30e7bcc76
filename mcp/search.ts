/**
 * search_docs: the site's search ranking (src/search/ranking.ts) over every page of the corpus, cut into the same
 * section records, with the same typo fallback over a dictionary of the corpus's words. A result links to its best
 * section and quotes the prose around the match.
 */
import {
  indexPage,
  pagesHolding,
  rankPages,
  weighTerms,
  type IndexedPage,
  type QueryTerm,
  type RankedPage,
} from '../src/search/ranking';
import { pageSnippet } from '../src/search/snippet';
import { buildTypoDictionary, searchWithTypoFallback, type DictionaryEntry } from '../src/search/typoDictionary';
import type { Corpus, CorpusPage } from './corpus';

export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 20;
/** Characters of text around the match in a hit's snippet. */
const SNIPPET_LENGTH = 220;

export interface SearchHit {
  path: string;
  title: string;
  /** The heading of the section the hit links to, or null for the page's opening text. */
  heading: string | null;
  /** The page's URL, with the section's anchor when the hit links to a heading. */
  url: string;
  snippet: string;
}

export interface DocsSearch {
  search(query: string, limit?: number): Promise<SearchHit[]>;
}

const textOf = ({ searchPage }: CorpusPage) =>
  [
    searchPage.title,
    searchPage.description,
    searchPage.keywords,
    ...searchPage.sections.flatMap(({ headings, text, code }) => [...headings, text, code]),
  ].join(' ');

/** Splits every page of the corpus into section records once; `search` then answers in memory. */
export function createDocsSearch(corpus: Corpus): DocsSearch {
  const pages: IndexedPage[] = corpus.pages.map((page) => indexPage(page.searchPage));
  const byPath = new Map(corpus.pages.map((page) => [page.path, page]));
  const dictionary = buildTypoDictionary(corpus.pages.map(textOf));
  const read = async (shard: string): Promise<readonly DictionaryEntry[]> => dictionary.get(shard) ?? [];
  const rank = async (typedTerms: QueryTerm[]) => {
    const terms = weighTerms(
      typedTerms,
      typedTerms.map((term) => pagesHolding(pages, term)),
      pages.length,
    );
    return { terms, candidates: pages, ranked: rankPages(pages, terms) };
  };

  const toHit = (ranked: RankedPage, terms: QueryTerm[]): SearchHit => {
    const page = byPath.get(ranked.page.url) as CorpusPage;
    const { headings, anchor } = ranked.sections[0].section;
    const snippet = pageSnippet(ranked, terms, SNIPPET_LENGTH);
    return {
      path: page.path,
      title: page.title,
      heading: headings.at(-1) ?? null,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      snippet: snippet.map((part) => part.text).join(''),
    };
  };

  return {
    async search(query, limit = DEFAULT_LIMIT) {
      const count = Math.min(Math.max(1, Math.floor(limit)), MAX_LIMIT);
      const { terms, answer } = await searchWithTypoFallback(query, rank, read);
      return answer.ranked.slice(0, count).map((ranked) => toHit(ranked, terms));
    },
  };
}
