import React, { useEffect, useId, useState } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchSnippet from '../SearchSnippet';
import type { SearchGlobalData } from '../../plugins/search';
import { correctionText, searchStatusText, useSearch } from '../../search/useSearch';
import styles from './styles.module.css';

interface SearchParams {
  q: string;
  ctx: string;
  version: string;
}

function readParams(search: string): SearchParams {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', ctx: params.get('ctx') ?? '', version: params.get('version') ?? '' };
}

function writeParams({ q, ctx, version }: SearchParams): string {
  const params = new URLSearchParams({ q });
  if (ctx) params.set('ctx', ctx);
  if (version) params.set('version', version);
  return `?${params.toString()}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export default function SearchPage(): React.JSX.Element {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const { areas } = usePluginData('search') as SearchGlobalData;
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  const areaId = useId();
  // The server renders the page without a query; the URL's parameters are read once the page is live.
  const [params, setParams] = useState<SearchParams | null>(null);
  useEffect(() => setParams(readParams(location.search)), [location.search]);

  const { q = '', ctx = '', version = '' } = params ?? {};
  const versionError = version && !version.startsWith(baseUrl) ? version : null;
  const search = useSearch(versionError ? '' : q, ctx || undefined);
  const { status, total, results, loadingMore, loadMore } = search;
  const statusText = searchStatusText(search);
  const correction = correctionText(search);
  const areaLabel = areas.find((area) => area.slug === ctx)?.label ?? ctx;
  const title = q ? `Search results for "${q}"` : 'Search the documentation';

  const update = (changed: Partial<SearchParams>) => {
    const next = { q, ctx, version, ...changed };
    setParams(next);
    history.replace({ search: writeParams(next) });
  };

  return (
    <Layout title={title} description="Search the TakeShape documentation and guides.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={styles.page}>
        <div className="container margin-vert--lg">
          <Heading as="h1">{title}</Heading>
          <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={inputId} className={styles.label}>
              Search for
            </label>
            <input
              id={inputId}
              type="search"
              className={styles.input}
              value={q}
              autoComplete="off"
              onChange={(event) => update({ q: event.target.value })}
            />
            <label htmlFor={areaId} className={styles.label}>
              In
            </label>
            <select
              id={areaId}
              className={styles.select}
              value={ctx}
              onChange={(event) => update({ ctx: event.target.value })}>
              <option value="">All areas</option>
              {areas.map((area) => (
                <option key={area.slug} value={area.slug}>
                  {area.label}
                </option>
              ))}
              {ctx && !areas.some((area) => area.slug === ctx) && <option value={ctx}>{ctx}</option>}
            </select>
          </form>

          {versionError && (
            <p role="alert" className={styles.error}>
              Error: the search version “{versionError}” is not a URL under {baseUrl}.
            </p>
          )}
          <div aria-live="polite" className={styles.status} data-status={status} data-query={search.query}>
            {statusText && <p>{statusText}</p>}
            {status === 'done' && total > 0 && (
              <p>
                {correction && `${correction} `}
                {plural(total, 'document')} found{ctx && ` in ${areaLabel}`}
              </p>
            )}
          </div>

          {results.map((result) => (
            <article key={result.url} className={styles.result}>
              <Heading as="h2" className={styles.resultTitle}>
                <Link to={result.url}>{result.title}</Link>
              </Heading>
              <p className={styles.area}>{result.area}</p>
              <p className={styles.snippet}>
                <SearchSnippet parts={result.snippet} />
              </p>
              {result.headings.length > 0 && (
                <ul className={styles.headings}>
                  {result.headings.map((heading) => (
                    <li key={heading.url}>
                      <Link to={heading.url}>
                        {result.title} › {heading.title}
                      </Link>
                      <SearchSnippet parts={heading.snippet} className={styles.snippet} />
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
          {results.length < total && (
            <button type="button" className="button button--secondary" disabled={loadingMore} onClick={loadMore}>
              {loadingMore ? 'Loading…' : `Load more results (${total - results.length} more)`}
            </button>
          )}
        </div>
      </main>
    </Layout>
  );
}
