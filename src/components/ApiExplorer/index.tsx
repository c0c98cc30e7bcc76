// The API explorer's frame: a fixed-height box that loads GraphiQL, graphql-js and the sample data in the browser,
// in a chunk of their own, so that no other page downloads them and this one does not shift when they arrive.
import clsx from 'clsx';
import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { useLocation } from '@docusaurus/router';
import styles from './styles.module.css';

const loadExplorer = () => import(/* webpackChunkName: "api-explorer" */ './Explorer');

function Message({ children, busy = false }: { children: React.ReactNode; busy?: boolean }): React.JSX.Element {
  return (
    <div className={styles.message} role={busy ? 'status' : 'alert'}>
      {children}
    </div>
  );
}

function LazyExplorer(): React.JSX.Element {
  // A new lazy component per attempt: React keeps a failed import's error, and "Try again" must import anew.
  const [Explorer, setExplorer] = useState(() => lazy(loadExplorer));
  return (
    <ErrorBoundary
      fallback={({ error, tryAgain }) => (
        <Message>
          <p>The API explorer could not load: {error.message}</p>
          <button
            type="button"
            className={clsx('quiet-button', styles.reset)}
            onClick={() => {
              setExplorer(() => lazy(loadExplorer));
              tryAgain();
            }}>
            Try again
          </button>
        </Message>
      )}>
      <Suspense fallback={<Message busy>Loading the API explorer…</Message>}>
        <Explorer />
      </Suspense>
    </ErrorBoundary>
  );
}

export default function ApiExplorer(): React.JSX.Element {
  const frame = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // A "Try it" link lands here with the request in the hash, which names no element: show the explorer itself.
  useEffect(() => {
    if (new URLSearchParams(hash.slice(1)).has('query')) frame.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <section ref={frame} aria-label="API explorer" className={styles.frame} data-api-explorer="">
      <BrowserOnly fallback={<Message busy>Loading the API explorer…</Message>}>{() => <LazyExplorer />}</BrowserOnly>
    </section>
  );
}
