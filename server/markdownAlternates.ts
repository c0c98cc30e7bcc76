/** Which pages of the build have a Markdown version: each names it in its `<head>` with a `rel="alternate"` link. */
import { servedHtmlPages } from './inlineScripts';
import { BASE_PATH } from './policy';

const LINK_TAG = /<link\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(ATTRIBUTE)].map(([, name, ...values]) => [name.toLowerCase(), values.find((v) => v) ?? '']),
  );
}

/** The path of the Markdown under the base URL that a page's HTML links to as its alternate, if it has one. */
export function markdownAlternateOf(html: string): string | undefined {
  for (const [, attributes] of html.matchAll(LINK_TAG)) {
    const { rel, type, href } = attributesOf(attributes);
    const alternate = rel?.split(/\s+/).includes('alternate') && type === 'text/markdown';
    if (alternate && href?.startsWith(`${BASE_PATH}/`) && href.endsWith('.md')) return href;
  }
  return undefined;
}

/** Every served page that has a Markdown version: its route (`/docs/api/webhooks`) and the Markdown's path. */
export function markdownAlternates(buildDir: string): Map<string, string> {
  return new Map(
    servedHtmlPages(buildDir).flatMap(({ route, html }) => {
      const markdown = markdownAlternateOf(html);
      return markdown ? [[route, markdown] as const] : [];
    }),
  );
}
