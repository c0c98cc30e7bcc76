/**
 * The search plugin imports mark.js into the main bundle so that a page opened from a search result can mark the
 * searched terms, and on every page load it walks the whole article to remove marks that cannot be there yet
 * (27 ms at 4× CPU on a long page). This plugin points the client bundle's import of mark.js at a stand-in that
 * loads the library only when a page has terms to mark.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function lazyMarkPlugin(context: LoadContext): Plugin {
  const markJs = createRequire(path.join(context.siteDir, 'package.json')).resolve('mark.js');
  return {
    name: 'lazy-mark',
    configureWebpack: (_config, isServer) =>
      isServer ? {} : { resolve: { alias: { [`${markJs}$`]: path.join(context.siteDir, 'src/plugins/lazyMark/mark.ts') } } },
  };
}
