/**
 * Docusaurus prefetches every chunk of every route that a visible link points to, with one
 * `<link rel="prefetch">` each time. Routes share most of their chunks, so one doc page added about 350 link
 * elements for 23 files, and the DOM work showed up in the page's blocking time. This plugin points the client
 * bundle's import of core's prefetch helper at one that requests each file once.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { clientStandInPlugin } from '../clientStandIn';

export default function prefetchOncePlugin(context: LoadContext): Plugin {
  return clientStandInPlugin(
    context,
    'prefetch-once',
    '@docusaurus/core/lib/client/prefetch.js',
    'src/plugins/prefetchOnce/prefetch.ts',
  );
}
