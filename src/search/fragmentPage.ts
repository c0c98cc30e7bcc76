/**
 * A page's section records, read from its Pagefind fragment: the page text Pagefind stores, cut at the headings it
 * lists as anchors. The search record (searchRecord.ts) adds empty marker elements with ids, which Pagefind lists as
 * anchors too: one after the title, and one before and one after each code block and table.
 */
import { AREA_OF_GUIDES } from './areas';
import type { SearchPage, SearchSection } from './ranking';

/** The id of the marker after the page title: the page's own text starts there. */
export const OPENING_MARKER = 'search-opening';
/** Prefixes of the ids of the markers before and after a code block or table. */
export const CODE_START_MARKER = 'search-code-';
export const CODE_END_MARKER = 'search-prose-';

/** The parts of a Pagefind fragment this reads (Pagefind's data() answer has more). */
export interface PagefindFragment {
  /** The indexed URL, without highlight parameters. */
  raw_url?: string;
  url: string;
  /** The page's text, words separated by whitespace; anchor locations count these words. */
  content: string;
  meta: Record<string, string | undefined>;
  anchors: { element: string; id: string; text?: string; location: number }[];
}

const HEADING = /^h([2-6])$/i;

interface OpenSection {
  headings: string[];
  anchor: string | null;
  text: string[];
  code: string[];
}

/** The page's sections: its opening text, then one per heading with the heading path above it. */
export function pageOfFragment(fragment: PagefindFragment): SearchPage {
  const words = fragment.content.split(/[^\S\uFEFF]+/);
  const anchors = [...fragment.anchors].sort((a, b) => a.location - b.location);
  const opening = anchors.find((anchor) => anchor.id === OPENING_MARKER)?.location ?? 0;
  const sections: SearchSection[] = [];
  const path: string[] = [];
  let current: OpenSection = { headings: [], anchor: null, text: [], code: [] };
  const close = ({ headings, anchor, text, code }: OpenSection) =>
    sections.push({ headings, anchor, text: text.join(' '), code: code.join(' ') });
  let inCode = false;
  let skip = 0;
  let next = 0;
  for (let at = opening; at < words.length; at += 1) {
    for (; next < anchors.length && anchors[next].location <= at; next += 1) {
      const { element, id, text = '' } = anchors[next];
      const level = HEADING.exec(element)?.[1];
      if (id.startsWith(CODE_START_MARKER)) inCode = true;
      else if (id.startsWith(CODE_END_MARKER)) inCode = false;
      else if (level && text.trim() && anchors[next].location >= opening) {
        close(current);
        path.length = Number(level) - 2;
        path.push(text.trim());
        current = { headings: path.filter(Boolean), anchor: id, text: [], code: [] };
        // The heading's own words come first in the text; they are the section's heading, not its text.
        skip = text.trim().split(/\s+/).length;
      }
    }
    if (skip > 0) skip -= 1;
    else if (words[at]) (inCode ? current.code : current.text).push(words[at]);
  }
  close(current);
  const url = (fragment.raw_url ?? fragment.url).split(/[?#]/)[0];
  return {
    url,
    title: fragment.meta.title ?? url,
    area: fragment.meta.area ?? '',
    isGuide: fragment.meta.area === AREA_OF_GUIDES,
    description: fragment.meta.description ?? '',
    keywords: fragment.meta.keywords ?? '',
    sections: sections.filter((section, index) => index > 0 || section.text || section.code),
  };
}
