import { useCallback, useEffect, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { searchEvent, sendEvent, type AnalyticsConfig } from '../config/analytics';
import { SEARCH_CONFIG } from '../config/search';
import { loadOnce } from './loadOnce';
import type { SearchAnswer, ShownResult } from './searchClient';

/** The search client (ranking, snippets, typo dictionary): its own chunk, so that pages hydrate without it. */
export const loadSearchClient = loadOnce(() => import('./searchClient'));

/**
 * Fetches the search client once the page is idle after hydrating, so that a first search does not wait for it;
 * returns a function that cancels the fetch if it has not started. Without requestIdleCallback (Safari), a timeout.
 */
export function prefetchSearchClientWhenIdle(): () => void {
  const prefetch = () => void loadSearchClient().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(prefetch);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(prefetch, 1);
  return () => window.clearTimeout(handle);
}

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface SearchState {
  status: SearchStatus;
  /** The reader's query that `status` and the results belong to, trimmed. */
  query: string;
  /** The query the shown results are for (after any correction). */
  searched: string;
  correctedFrom: string | null;
  total: number;
  results: ShownResult[];
  loadingMore: boolean;
  loadMore: () => void;
}

/** What the box and the page say instead of results: while searching, on failure, and when nothing matched. */
export function searchStatusText({ status, total, results }: Omit<SearchState, 'loadMore'>): string | null {
  if (status === 'searching' && !results.length) return 'Searching…';
  if (status === 'failed') return 'Search is not available. Check your connection and try again.';
  if (status === 'done' && total === 0) return 'No results';
  return null;
}

/** The note above results that are for a corrected query. */
export const correctionText = ({ correctedFrom, searched }: Omit<SearchState, 'loadMore'>): string | null =>
  correctedFrom && `No results for “${correctedFrom}”. Showing results for “${searched}”.`;

const EMPTY = { query: '', searched: '', correctedFrom: null, total: 0, results: [] as ShownResult[] };

/**
 * Searches `query` (in `area` when set) on every change, as the reader types. A newer query makes an older one stale:
 * it fetches nothing more and its answer is dropped, so only the latest query's answer is ever shown. An answer the
 * reader stays on for SEARCH_CONFIG.analyticsSettleMs goes to the analytics data layer once, with its result count;
 * the prefixes typed on the way do not.
 */
export function useSearch(query: string, area: string | undefined): SearchState {
  const { siteConfig } = useDocusaurusContext();
  const analytics = siteConfig.customFields?.analytics as AnalyticsConfig;
  const [state, setState] = useState<Omit<SearchState, 'loadMore'>>({ status: 'idle', loadingMore: false, ...EMPTY });
  const answer = useRef<SearchAnswer | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const asked = ++latest.current;
    const trimmed = query.trim();
    if (!trimmed) {
      answer.current = null;
      setState({ status: 'idle', loadingMore: false, ...EMPTY });
      return;
    }
    setState((previous) => ({ ...previous, status: 'searching', query: trimmed }));
    const isStale = () => asked !== latest.current;
    loadSearchClient()
      .then(({ search }) => search(trimmed, area, isStale))
      .then(
        (found) => {
          if (isStale()) return;
          answer.current = found;
          if (!found) {
            setState({ status: 'idle', loadingMore: false, ...EMPTY, query: trimmed });
            return;
          }
          const { searched, correctedFrom, total, first: results } = found;
          setState({ status: 'done', loadingMore: false, query: trimmed, searched, correctedFrom, total, results });
        },
        () => {
          if (!isStale()) setState({ status: 'failed', loadingMore: false, ...EMPTY, query: trimmed });
        },
      );
  }, [query, area]);

  const { status, query: settled, total } = state;
  useEffect(() => {
    if (status !== 'done') return undefined;
    const timer = window.setTimeout(
      () => sendEvent(analytics, searchEvent(settled, total)),
      SEARCH_CONFIG.analyticsSettleMs,
    );
    return () => window.clearTimeout(timer);
  }, [status, settled, total, analytics]);

  const loadMore = useCallback(() => {
    const current = answer.current;
    const asked = latest.current;
    if (!current) return;
    setState((previous) => ({ ...previous, loadingMore: true }));
    current.show(state.results.length).then(
      (more) => {
        if (asked === latest.current)
          setState((previous) => ({ ...previous, loadingMore: false, results: [...previous.results, ...more] }));
      },
      () => setState((previous) => ({ ...previous, loadingMore: false })),
    );
  }, [state.results.length]);

  return { ...state, loadMore };
}
