// GraphiQL over the sample shop's offline API. Only <ApiExplorer /> imports this module, lazily, in its own chunk.
import clsx from 'clsx';
import React, { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
import { Kind, parse } from 'graphql';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useEditorContext } from '@graphiql/react';
import { useLocation } from '@docusaurus/router';
import { useColorMode } from '@docusaurus/theme-common';
import graphiqlCss from '!!./graphiqlStylesLoader.cjs!graphiql/style.css';
import { createSampleShopApi } from '../../explorer/sampleProject';
import type { SampleApi } from '../../explorer/sampleApi';
import styles from './styles.module.css';

type Fetcher = GraphiQLProps['fetcher'];
type GraphiQLStorage = NonNullable<GraphiQLProps['storage']>;

export const DEFAULT_QUERY = `# The sample shop, in your browser.
# Run: Ctrl+Enter (Cmd+Enter on a Mac)
query CheapestInStock {
  getProductList(
    where: {inStock: {eq: true}}
    sort: [{field: "price", order: "asc"}]
    size: 5
  ) {
    total
    items {
      name
      sku
      price
      category
    }
  }
}
`;

// One API, and so one copy of the sample data, per page session: it survives client-side navigation and is
// replaced only by "Reset sample data". GraphiQL's schema stays the first one: every copy has the same schema.
let api: SampleApi | undefined;
const currentApi = (): SampleApi => (api ??= createSampleShopApi());

/**
 * GraphiQL reads the operation name 100 ms after the last edit, so a query run right after it was pasted can come
 * with the name of the one it replaced. A name the query does not define is dropped: with one operation, that one
 * runs; with several, graphql-js asks for a name.
 */
function definedOperationName(query: string, name: string | null | undefined): string | null {
  if (!name) return null;
  try {
    const names = parse(query).definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? definition.name?.value : undefined,
    );
    return names.includes(name) ? name : null;
  } catch {
    return name;
  }
}

const fetcher: Fetcher = (params) =>
  currentApi().execute({
    query: params.query,
    variables: params.variables ?? null,
    operationName: definedOperationName(params.query, params.operationName),
  });

/**
 * GraphiQL's tabs, history and settings, kept in memory for the page session only. GraphiQL would otherwise use
 * localStorage, and a stored query could win over the one a "Try it" link put in the URL.
 */
const memory = new Map<string, string>();
const storage: GraphiQLStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
  get length() {
    return memory.size;
  },
};

/** The request a "Try it" link put in the location hash (`#query=...&variables=...`), read as plain text. */
interface HashRequest {
  query?: string;
  variables?: string;
}

function readHash(hash: string): HashRequest {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const query = params.get('query') ?? '';
  if (query.trim() === '') return {};
  return { query, variables: params.get('variables') ?? '' };
}

/**
 * The current hash request, and a counter that changes with each new one. Heading anchors on the page (`#variables`)
 * leave it alone. Links within the site change the router's location without a `hashchange` event; editing the
 * address bar fires both, which `seen` counts once.
 */
function useHashRequest(): HashRequest & { id: number } {
  const location = useLocation();
  const [request, setRequest] = useState(() => ({ ...readHash(window.location.hash), id: 0 }));
  const seen = useRef({ location, hash: window.location.hash });

  const apply = useCallback((hash: string) => {
    seen.current.hash = hash;
    const next = readHash(hash);
    if (next.query !== undefined) setRequest((previous) => ({ ...next, id: previous.id + 1 }));
  }, []);

  useEffect(() => {
    if (seen.current.location === location) return;
    seen.current.location = location;
    apply(location.hash);
  }, [location, apply]);

  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash !== seen.current.hash) apply(window.location.hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [apply]);

  return request;
}

// In CodeMirror, Tab indents, so a keyboard user who enters an editor cannot leave it, nor reach the run button after
// it. Tab and Shift+Tab move focus instead (CodeMirror leaves a key bound to false to the browser); Enter still
// indents, and Prettify formats. Each editor's text box also gets a name, which GraphiQL does not give it.
const tabMovesFocus = { Tab: false, 'Shift-Tab': false } as const;

function AccessibleEditors(): null {
  const { queryEditor, variableEditor, responseEditor } = useEditorContext({ nonNull: true });
  useEffect(() => {
    const named = [
      [queryEditor, 'Query'],
      [variableEditor, 'Variables'],
      [responseEditor, 'Response'],
    ] as const;
    for (const [editor, label] of named) {
      editor?.setOption('screenReaderLabel', label);
      editor?.addKeyMap(tabMovesFocus);
    }
    return () => {
      for (const [editor] of named) editor?.removeKeyMap(tabMovesFocus);
    };
  }, [queryEditor, variableEditor, responseEditor]);
  return null;
}

let stylesheetUsers = 0;
let stylesheet: HTMLStyleElement | undefined;

/** GraphiQL's styles while an explorer is mounted; its body theme class goes with them, so other pages keep none. */
function useGraphiqlStylesheet(): void {
  useInsertionEffect(() => {
    if (stylesheetUsers++ === 0) {
      stylesheet = document.createElement('style');
      stylesheet.dataset.graphiql = '';
      stylesheet.textContent = graphiqlCss;
      document.head.append(stylesheet);
    }
    return () => {
      if (--stylesheetUsers > 0) return;
      stylesheet?.remove();
      stylesheet = undefined;
      document.body.classList.remove('graphiql-light', 'graphiql-dark');
    };
  }, []);
}

export default function Explorer(): React.JSX.Element {
  useGraphiqlStylesheet();
  const { colorMode } = useColorMode();
  const request = useHashRequest();
  const [status, setStatus] = useState('');
  const [schema] = useState(() => currentApi().schema);
  // GraphiQL reads its theme from storage when it mounts: with the site's mode there, it never flashes the other one.
  storage.setItem('graphiql:theme', colorMode);
  // Side by side, the editors get 1.6 times the response's width (a 42-character line whole at 1,280 px), until the
  // reader drags the bar between them.
  if (storage.getItem('graphiql:editorFlex') === null) storage.setItem('graphiql:editorFlex', '1.6');

  function resetData(): void {
    api = createSampleShopApi();
    setStatus('Sample data reset to its original state.');
  }

  const hasRequest = request.query !== undefined;
  return (
    <div className={styles.explorer}>
      <div className={styles.toolbar}>
        <p className={styles.hint}>Sample shop API, in your browser</p>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <button type="button" className={clsx('quiet-button', styles.reset)} onClick={resetData}>
          Reset sample data
        </button>
      </div>
      <div className={styles.graphiql}>
        <GraphiQL
          // A new hash request starts a new GraphiQL: it opens the request in a tab of its own.
          key={request.id}
          fetcher={fetcher}
          schema={schema}
          storage={storage}
          defaultQuery={DEFAULT_QUERY}
          query={request.query}
          variables={hasRequest ? request.variables : undefined}
          defaultEditorToolsVisibility={hasRequest && request.variables !== '' ? 'variables' : false}
          isHeadersEditorEnabled={false}
          shouldPersistHeaders={false}
          forcedTheme={colorMode}>
          <GraphiQL.Logo>
            {/* The logo is the one slot GraphiQL renders inside its editor context. */}
            <AccessibleEditors />
            Sample shop
          </GraphiQL.Logo>
        </GraphiQL>
      </div>
    </div>
  );
}
