/**
 * The search plugin imports mark.js into the main bundle so that a page opened from a search result can mark the
 * searched terms, and on every page load it walks the whole article to remove marks that cannot be there yet
 * (27 ms at 4× CPU on a long page). This plugin points the client bundle's import of mark.js at a stand-in that
 * loads the library only when a page has terms to mark.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { clientStandInPlugin } from '../clientStandIn';

export default function lazyMarkPlugin(context: LoadContext): Plugin {
  return clientStandInPlugin(context, 'lazy-mark', 'mark.js', 'src/plugins/lazyMark/mark.ts');
}
