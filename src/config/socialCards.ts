/** Social cards: the image a link preview shows for each docs page and guide, made at build time. */
export const SOCIAL_CARD = {
  width: 1200,
  height: 630,
  maxBytes: 100 * 1024,
  /** Folder of the cards under the build, by page route. */
  dir: 'img/social',
} as const;

/** Where a page's card is served: `/docs/api/webhooks` becomes `/docs/img/social/api/webhooks.png`. */
export function socialCardPath(permalink: string, baseUrl: string): string {
  const route = permalink.slice(baseUrl.length).replace(/\/+$/, '') || 'index';
  return `${baseUrl}${SOCIAL_CARD.dir}/${route}.png`;
}
