// Swizzled (new): the classic theme ships no search bar; this one searches the Pagefind index built by src/plugins/search.
import React, { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchSnippet from '../../components/SearchSnippet';
import { ROUTES } from '../../config/site';
import type { ShownResult } from '../../search/searchClient';
import {
  correctionText,
  loadSearchClient,
  prefetchSearchClientWhenIdle,
  searchStatusText,
  useSearch,
} from '../../search/useSearch';
import styles from './styles.module.css';

interface Option {
  key: string;
  url: string;
  /** None for the last option, which opens the search page. */
  result?: ShownResult;
}

/** The DOM id of an option, which aria-activedescendant names. */
const optionIdOf = (listId: string, index: number) => `${listId}-${index}`;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iP(hone|ad|od)/.test(navigator.platform);

/** One suggestion; memoized, so that a keystroke re-renders the box, not every suggestion under it. */
const Suggestion = memo(function Suggestion({
  option,
  id,
  active,
  onClose,
}: {
  option: Option;
  id: string;
  active: boolean;
  onClose: () => void;
}) {
  return (
    // A link, so that a suggestion opens in a new tab and its address can be copied; the arrow keys, not Tab, move
    // through the options.
    <Link
      id={id}
      to={option.url}
      tabIndex={-1}
      role="option"
      aria-selected={active}
      className={clsx(styles.option, !option.result && styles.all, active && styles.active)}
      // Keeps focus in the box so a click does not close the panel before it lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        // The link opens the page; a plain click also closes the panel (a modifier opens a new tab instead).
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) onClose();
      }}>
      {option.result ? (
        <>
          <span className={styles.title}>
            {option.result.title}
            {option.result.bestHeading && <span className={styles.heading}> › {option.result.bestHeading}</span>}
          </span>
          <span className={styles.area}>{option.result.area}</span>
          <SearchSnippet parts={option.result.snippet} className={styles.snippet} />
        </>
      ) : (
        'See all results'
      )}
    </Link>
  );
});

export default function SearchBar(): React.JSX.Element {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shortcutHint, setShortcutHint] = useState<string | null>(null);
  const listId = useId();
  const search = useSearch(query, undefined);
  const { status, total, results } = search;
  const statusText = searchStatusText(search);
  const correction = status === 'done' && correctionText(search);

  const allResultsUrl = `${baseUrl}${ROUTES.search}?q=${encodeURIComponent(query.trim())}`;
  const resultOptions = useMemo(
    () => results.map((result): Option => ({ key: result.bestUrl, url: result.bestUrl, result })),
    [results],
  );
  const options: Option[] = [...resultOptions, ...(total ? [{ key: 'all', url: allResultsUrl }] : [])];
  const showPanel = open && query.trim() !== '' && status !== 'idle';

  useEffect(() => {
    setShortcutHint(isMac() ? '⌘ K' : 'Ctrl K');
    const focusOnShortcut = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, []);

  useEffect(prefetchSearchClientWhenIdle, []);

  useEffect(() => setActive(-1), [results]);

  // The panel scrolls on short screens: the option chosen with the arrow keys is kept in view.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionIdOf(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const startLoading = () => {
    loadSearchClient()
      .then(({ loadSearch }) => loadSearch())
      .catch(() => undefined);
  };

  const close = useCallback(() => {
    setOpen(false);
    input.current?.blur();
  }, []);

  const go = (url: string) => {
    close();
    history.push(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the box itself is active again (-1), as in a native autocomplete.
      setActive((current) => {
        const next = current + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0 && options[active]) go(options[active].url);
      else if (query.trim()) go(allResultsUrl);
    } else if (event.key === 'Escape') {
      // A search input clears itself on Escape; the first Escape only closes the suggestions.
      event.preventDefault();
      if (open && query) setOpen(false);
      else {
        setQuery('');
        input.current?.blur();
      }
    }
  };

  return (
    <div className={clsx('navbar__search', styles.searchBar)} onMouseEnter={startLoading}>
      <input
        ref={input}
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-activedescendant={showPanel && active >= 0 ? optionIdOf(listId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          startLoading();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {/* In the HTML too, empty and hidden until the platform is known, so that its styles are in the page's inline CSS. */}
      <kbd className={styles.hint} aria-hidden="true">
        {!query && shortcutHint}
      </kbd>
      {/* data-status and data-query say which query the panel shows and whether it has settled. */}
      <div className={clsx(styles.panel, !showPanel && styles.hidden)} data-status={status} data-query={search.query}>
        {correction && <p className={styles.note}>{correction}</p>}
        <div id={listId} role="listbox" aria-label="Search suggestions" className={styles.list}>
          {options.map((option, index) => (
            <Suggestion
              key={option.key}
              option={option}
              id={optionIdOf(listId, index)}
              active={active === index}
              onClose={close}
            />
          ))}
        </div>
        {statusText && <p className={styles.note}>{statusText}</p>}
      </div>
    </div>
  );
}
