/** Search settings, with the spec's values where it names them. */
export const SEARCH_CONFIG = {
  /** Where Pagefind's files sit under the site's base URL. */
  indexDir: 'pagefind',
  /** Where the typo dictionary's shards sit under the site's base URL. */
  dictionaryDir: 'search-dictionary',
  /** Results and suggestions shown at a time. */
  resultsPerPage: 10,
  /** Pagefind's first pages with every query word, whose sections are ranked (src/search/ranking.ts), a fetch each. */
  candidates: 10,
  /**
   * Pages holding only some query words ranked with them, the best by Pagefind's scores: a question's filler word
   * ("where does the key go") must not keep its answer out.
   */
  partialCandidates: 5,
  /** Characters of text around the first match in a result. */
  snippetLength: 50,
  shortcut: 'mod+k',
  panelPosition: 'right',
  highlightParam: '_highlight',
  /** Milliseconds a query's results stay on screen, no newer query typed, before it counts as a search for analytics. */
  analyticsSettleMs: 1000,
  /**
   * Words that say nothing about which page a query wants while it has other words (Algolia's optionalWords): the
   * product's name, on nearly every page, and the words a question is worded with ("can I see it again", "is it
   * possible", "still shown").
   */
  optionalWords: ['takeshape', 'see', 'shown', 'still', 'again', 'both', 'also', 'just', 'possible', 'able'],
  /**
   * Words a reader may type for the words the pages use (Algolia's synonyms): each matches the others of its group as
   * another form of itself, in ranking, snippets and marks. Pagefind still finds pages by the words as typed, so a
   * synonym ranks a page that the query's other words found.
   */
  synonyms: [
    ['undo', 'revert', 'restore', 'rollback'],
    ['lose', 'lost'],
    ['cost', 'price', 'pricing', 'billing', 'billed'],
    ['delete', 'remove', 'erase'],
    ['picture', 'image', 'photo'],
    ['edit', 'modify'],
    ['broken', 'fail', 'failing'],
    ['copy', 'duplicate', 'clone'],
    ['language', 'locale'],
    ['pagination', 'paging', 'paginate'],
    ['field', 'property'],
    ['claude', 'anthropic'],
    ['gemini', 'vertex'],
    ['endpoint', 'url'],
    ['preview', 'draft'],
    ['semantic', 'vector', 'embedding'],
    ['keyword', 'fulltext'],
  ],
  ranking: {
    // The spec's BM25 constants: k1 is Pagefind's term saturation, b its page-length normalisation.
    termSaturation: 1.2,
    pageLength: 0.75,
    // Matches in the title rank above headings (weighted in the page), then description, then keywords.
    metaWeights: { title: 7, description: 2, keywords: 1.5, area: 0 },
  },
} as const;
