/**
 * How the search bench reads a build's search engine in the page: the site's Pagefind search, or, for a build from
 * before it (commit 1120abc and earlier), @easyops-cn/docusaurus-search-local, so that both can be measured in one run.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface SearchEngineAdapter {
  name: string;
  /** CSS selector of the navbar search box. */
  box: string;
  /** Runs in every page before the site's scripts, to record what shownResults needs. */
  initScript: () => void;
  /** Runs in the page: the URLs of the results shown for `query` in `box`, in order, or null while not shown. */
  shownResults: (query: string, box: string) => string[] | null;
}

/** A search result as the engine's worker returns it. */
interface WorkerResult {
  type: number;
  document: { t: string; s?: string; u: string; h?: string };
}

/** A Comlink message between the page and the worker (the search call, or its answer). */
interface ComlinkMessage {
  id?: string;
  path?: string[];
  argumentList?: { value: unknown }[];
  value?: WorkerResult[];
}

declare global {
  interface Window {
    searchBenchAnswers?: Map<string, WorkerResult[]>;
  }
}

/**
 * The site's navbar box over Pagefind (src/theme/SearchBar). Its panel names the query it has settled on in
 * data-query and data-status; each suggestion is a link to the URL it opens.
 */
export const PAGEFIND_SEARCH: SearchEngineAdapter = {
  name: 'Pagefind (src/theme/SearchBar)',
  box: 'nav.navbar input.navbar__search-input',
  initScript: () => undefined,
  shownResults: (query, box) => {
    const panel = document.querySelector<HTMLElement>(box)?.closest('.navbar__search')?.querySelector('[data-status]');
    if (!panel || panel.getAttribute('data-status') !== 'done' || panel.getAttribute('data-query') !== query.trim())
      return null;
    // Each option is a link; in builds from before suggestions were links, it named its URL in data-url instead.
    const options = panel.querySelectorAll('[role="option"]');
    // The last option opens the search page.
    return Array.from(options, (option) => option.getAttribute('href') ?? option.getAttribute('data-url') ?? '').filter(
      (url) => !url.includes('/search?'),
    );
  },
};

/**
 * The search plugin the site used before Pagefind. Its suggestion rows carry no link (autocomplete.js opens a row's
 * page with history.push), so each row's page is read from the answer its worker gave for the query, checked row by
 * row against the titles shown.
 */
export const EASYOPS_LOCAL_SEARCH: SearchEngineAdapter = {
  name: '@easyops-cn/docusaurus-search-local',
  box: 'nav.navbar input.navbar__search-input',
  initScript: () => {
    const answers = new Map<string, WorkerResult[]>();
    const queries = new Map<string, string>();
    const listened = new WeakSet<MessagePort>();
    window.searchBenchAnswers = answers;
    // Comlink calls the worker's search through a MessagePort: search(baseUrl, searchContext, input, limit).
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (
      this: MessagePort,
      message: ComlinkMessage,
      options?: StructuredSerializeOptions,
    ) {
      if (message?.path?.[0] === 'search' && message.id) {
        const query = String(message.argumentList?.[2]?.value);
        queries.set(message.id, query);
        answers.delete(query);
        if (!listened.has(this)) {
          listened.add(this);
          this.addEventListener('message', (event: MessageEvent<ComlinkMessage>) => {
            const asked = event.data?.id === undefined ? undefined : queries.get(event.data.id);
            if (asked !== undefined && Array.isArray(event.data.value)) answers.set(asked, event.data.value);
          });
        }
      }
      post.call(this, message, options);
    } as MessagePort['postMessage'];
  },
  shownResults: (query, box) => {
    const answer = window.searchBenchAnswers?.get(query);
    const input = document.querySelector<HTMLInputElement>(box);
    const listbox = input?.closest('.navbar__search')?.querySelector<HTMLElement>('[role="listbox"]');
    if (!answer || input?.value !== query || !listbox || listbox.style.display === 'none') return null;
    if (!answer.length) return listbox.textContent?.includes('No results') ? [] : null;
    // Keywords results (type 3) show the page title, the others their own text.
    const titles = answer.map(({ type, document }) => (type === 3 ? document.s : document.t));
    const rows = Array.from(listbox.querySelectorAll('[role="option"]'));
    const shown = rows.map((row) => row.querySelector('[class*="hitTitle"]')?.textContent ?? '');
    // A long title is shown cut around the match, with … where text is left out.
    const differs = shown.some((text, index) => text.split('…').some((part) => !titles[index]?.includes(part.trim())));
    if (shown.length !== titles.length || differs) return null;
    return answer.map(({ document }) => document.u + (document.h ?? ''));
  },
};

/** The engine a build folder holds: Pagefind writes `pagefind/`, the older plugin did not. */
export const engineOfBuild = (dir: string): SearchEngineAdapter =>
  existsSync(path.join(dir, 'pagefind')) ? PAGEFIND_SEARCH : EASYOPS_LOCAL_SEARCH;
