/**
 * Marks the searched terms on a page opened from a search result (`?_highlight=term`, once per term). mark.js is
 * loaded only for a page whose URL has terms; a failed load leaves the page unmarked.
 */
import type { ClientModule } from '@docusaurus/types';
import type Mark from 'mark.js/dist/mark.es6.js';
import { SEARCH_CONFIG } from '../config/search';
import { loadOnce } from '../search/loadOnce';

const ARTICLE = 'article';

let loaded = false;
const loadLibrary = loadOnce(async (): Promise<typeof Mark> => {
  const { default: Library } = await import('mark.js/dist/mark.es6.js');
  loaded = true;
  return Library;
});

export function highlightTerms(search: string): string[] {
  return new URLSearchParams(search)
    .getAll(SEARCH_CONFIG.highlightParam)
    .flatMap((value) => value.split(/\s+/))
    .filter(Boolean);
}

const searchHighlight: ClientModule = {
  onRouteDidUpdate({ location }) {
    const terms = highlightTerms(location.search);
    // Marks left by an earlier search on the same page go before the new ones are set.
    if (!terms.length && !loaded) return;
    loadLibrary().then(
      (Library) => {
        const root = document.querySelector<HTMLElement>(ARTICLE);
        if (!root) return;
        const marker = new Library(root);
        marker.unmark();
        if (terms.length) marker.mark(terms, { exclude: ['button', 'svg *'] });
      },
      () => undefined,
    );
  },
};

export default searchHighlight;
