/**
 * Draws a social card for every docs page and guide after the build: a 1200×630 PNG with the page's title, its area
 * and the site's name in the site's light colours, at the path `socialCardPath` names (SocialCardMeta links it).
 * satori lays the card out and turns its text into paths with Inter from @fontsource/inter, so the result does not
 * depend on the machine's fonts; sharp turns the SVG into a palette PNG.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { LoadContext, PluginModule } from '@docusaurus/types';
import pMap from 'p-map';
import type { ReactNode } from 'react';
import satori, { type SatoriOptions } from 'satori';
import sharp from 'sharp';
import { SITE } from '../config/site';
import { SOCIAL_CARD, socialCardPath } from '../config/socialCards';
import { collectPages, type CorpusPage } from './llmsExport';

export interface SocialCard {
  title: string;
  /** The sidebar area (`API`), `Reference` for top-level pages, `Guides` for guides. */
  area: string;
}

/** The light theme's colours (src/css/custom.css and Infima's defaults). */
const COLOURS = {
  primary: '#5136c4',
  primaryLight: '#8f7cf0',
  text: '#1c1e21',
  muted: '#525860',
  background: '#ffffff',
};

const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/inter/LICENSE')), 'files');
const LOGO = path.join(__dirname, '../../static/img/logo.svg');

function fonts(): SatoriOptions['fonts'] {
  // Latin Extended covers the accented letters the Latin subset lacks; satori falls back to it glyph by glyph.
  return (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: readFileSync(path.join(FONT_DIR, `inter-${subset}-${weight}-normal.woff`)),
    })),
  );
}

/** The logo's mark without its wordmark, whose text would need the machine's fonts. */
function logoMark(): string {
  const shapes = readFileSync(LOGO, 'utf8').match(/<path\b[^>]*\/>/g) ?? [];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28">${shapes.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}) =>
  ({ type, props: { style, children, ...props } }) as Node;

function cardTree({ title, area }: SocialCard, mark: string): Node {
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      width: SOCIAL_CARD.width,
      height: SOCIAL_CARD.height,
      padding: '64px 80px 56px',
      background: COLOURS.background,
      borderTop: `16px solid ${COLOURS.primary}`,
      fontFamily: 'Inter',
    },
    [
      h('div', { fontSize: 34, fontWeight: 700, color: COLOURS.primary, letterSpacing: 1 }, area.toUpperCase()),
      h(
        'div',
        {
          display: 'flex',
          flexGrow: 1,
          alignItems: 'center',
          fontSize: title.length > 40 ? 64 : 76,
          fontWeight: 700,
          lineHeight: 1.15,
          color: COLOURS.text,
        },
        h('div', { display: 'block', width: SOCIAL_CARD.width - 160, lineClamp: 3 }, title),
      ),
      h('div', { display: 'flex', alignItems: 'center' }, [
        h('img', { width: 56, height: 56, marginRight: 20 }, undefined, { src: mark, width: 56, height: 56 }),
        h('div', { fontSize: 34, color: COLOURS.muted }, SITE.title),
        h('div', { flexGrow: 1, height: 6, marginLeft: 32, background: COLOURS.primaryLight, borderRadius: 3 }),
      ]),
    ],
  );
}

/** A renderer that reads the fonts and logo once; each call draws one card as PNG bytes. */
export function socialCardRenderer(): (card: SocialCard) => Promise<Buffer> {
  const options: SatoriOptions = { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, fonts: fonts() };
  const mark = logoMark();
  return async (card) => {
    const svg = await satori(cardTree(card, mark) as unknown as ReactNode, options);
    const png = await sharp(Buffer.from(svg)).png({ palette: true, effort: 1, dither: 0 }).toBuffer();
    if (png.length > SOCIAL_CARD.maxBytes) {
      throw new Error(`social card of "${card.title}": ${png.length} bytes, more than ${SOCIAL_CARD.maxBytes}`);
    }
    return png;
  };
}

/** The area a card names: the sidebar category, Reference, or Guides (llms.txt calls that section Optional). */
function areaLabel(page: CorpusPage, headings: Map<string, string>): string {
  return page.area === 'guides' ? 'Guides' : (headings.get(page.area) ?? page.area);
}

const socialCardsPlugin: PluginModule = (context: LoadContext) => {
  const { baseUrl } = context.siteConfig;
  let cards: { file: string; card: SocialCard }[] = [];
  return {
    name: 'social-cards',
    allContentLoaded: async ({ allContent }) => {
      const { pages, areas } = collectPages(allContent, baseUrl);
      const headings = new Map(areas.map((area) => [area.id, area.heading]));
      cards = pages.map((page) => ({
        file: socialCardPath(page.path, baseUrl).slice(baseUrl.length),
        card: { title: page.title, area: areaLabel(page, headings) },
      }));
    },
    postBuild: async ({ outDir }) => {
      const started = performance.now();
      const render = socialCardRenderer();
      await pMap(
        cards,
        async ({ file, card }) => {
          const target = path.join(outDir, file);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, await render(card));
        },
        { concurrency: availableParallelism() },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`social cards: ${cards.length} drawn in ${seconds} s`);
    },
  };
};

export default socialCardsPlugin;
