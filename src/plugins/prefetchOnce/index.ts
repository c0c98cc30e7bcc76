/**
 * Docusaurus prefetches every chunk of every route that a visible link points to, with one
 * `<link rel="prefetch">` each time. Routes share most of their chunks, so one doc page added about 350 link
 * elements for 23 files, and the DOM work showed up in the page's blocking time. A module cannot be swizzled,
 * so this plugin points the client bundle's import of core's prefetch helper at one that requests each file once.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function prefetchOncePlugin(context: LoadContext): Plugin {
  const coreClientPrefetch = createRequire(path.join(context.siteDir, 'package.json')).resolve('@docusaurus/core/lib/client/prefetch.js');
  return {
    name: 'prefetch-once',
    configureWebpack: (_config, isServer) =>
      isServer ? {} : { resolve: { alias: { [coreClientPrefetch]: path.join(context.siteDir, 'src/plugins/prefetchOnce/prefetch.ts') } } },
  };
}
