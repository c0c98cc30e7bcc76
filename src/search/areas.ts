/** Search contexts: each page belongs to one area of the site, its top sidebar category, Guides or Docs. */

export interface SearchArea {
  label: string;
  /** The `ctx` value that limits a search to the area. */
  slug: string;
}

export const AREA_OF_GUIDES = 'Guides';
/** The area of a doc page outside every sidebar category. */
export const AREA_OF_OTHER_DOCS = 'Docs';

/** An area's `ctx` value: its label in lower case, words joined by dashes ("Import & export" → import-export). */
export function areaSlug(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const searchArea = (label: string): SearchArea => ({ label, slug: areaSlug(label) });
