import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { ROUTES } from './site';

/** Options of the local search plugin, with the spec's values where it names them. */
export const SEARCH_OPTIONS: Partial<PluginOptions> = {
  hashed: 'filename',
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  docsRouteBasePath: ROUTES.docsBase,
  blogRouteBasePath: ROUTES.guidesBase,
  blogDir: 'guides',
  language: ['en'],
  searchResultLimits: 10,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'right',
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  // A diagram's labels repeat its prose, and it is in the page twice (light and dark).
  ignoreCssSelectors: ['.docusaurus-mermaid-container'],
};
