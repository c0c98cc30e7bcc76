/**
 * A result's snippet: a short window of a section's text around its matches, as plain text parts, marked where a word
 * matches the query. Prose comes first; code, JSON and tables only when the page's prose never matches.
 */
import { matchRanges, type QueryTerm, type RankedPage, type SearchSection } from './ranking';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** `text` as parts, with the words that match a term marked. */
function markedParts(text: string, ranges: { start: number; end: number }[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** Where the window of `length` characters that holds the most different query words starts its first match. */
function densestMatch(ranges: { start: number; term: number }[], length: number): number {
  let best = { at: ranges[0]?.start ?? 0, terms: 0 };
  for (const [index, range] of ranges.entries()) {
    const terms = new Set<number>();
    for (let next = index; next < ranges.length && ranges[next].start < range.start + length; next += 1)
      terms.add(ranges[next].term);
    if (terms.size > best.terms) best = { at: range.start, terms: terms.size };
  }
  return best.at;
}

/**
 * About `length` characters around `focus` (a character offset, by default the first match), cut at word boundaries
 * where possible, with … where text is left out. The focus sits a fifth of the way in, so the words before it give
 * context.
 */
export function snippetWindow(parts: SnippetPart[], length: number, focus?: number): SnippetPart[] {
  const text = parts.map((part) => part.text).join('');
  let firstMatch = focus ?? 0;
  if (focus === undefined) {
    let offset = 0;
    for (const part of parts) {
      if (part.marked) {
        firstMatch = offset;
        break;
      }
      offset += part.text.length;
    }
  }
  let start = Math.max(0, firstMatch - Math.floor(length / 5));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, end - length);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < firstMatch) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(start, firstMatch)) end = space;
  }

  const window: SnippetPart[] = [];
  let offset = 0;
  for (const part of parts) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + part.text.length);
    if (from < to) window.push({ text: part.text.slice(from - offset, to - offset), marked: part.marked });
    offset += part.text.length;
  }
  if (start > 0) window.unshift({ text: '…', marked: false });
  if (end < text.length) window.push({ text: '…', marked: false });
  return window;
}

/** The window around the densest matches of `text`, or null when no word of it matches. */
function matchWindow(text: string, terms: QueryTerm[], length: number): SnippetPart[] | null {
  const ranges = matchRanges(text, terms);
  if (!ranges.length) return null;
  return snippetWindow(markedParts(text, ranges), length, densestMatch(ranges, length));
}

/** A section's snippet: its prose around the matches, else its code around them, else its opening text. */
export function sectionSnippet(section: SearchSection, terms: QueryTerm[], length: number): SnippetPart[] {
  return (
    matchWindow(section.text, terms, length) ??
    matchWindow(section.code, terms, length) ??
    snippetWindow([{ text: section.text || section.code, marked: false }], length)
  );
}

/**
 * A page's snippet. From the section the result links to when its prose matches; else from the prose of another
 * section that matches; only then from code, JSON or tables; and when only the title or a heading matched, the
 * linked section's opening text.
 */
export function pageSnippet({ page, sections }: RankedPage, terms: QueryTerm[], length: number): SnippetPart[] {
  const inOrder = [...new Set([...sections.map((ranked) => ranked.section), ...page.sections])];
  for (const field of ['text', 'code'] as const) {
    for (const section of inOrder) {
      const window = matchWindow(section[field], terms, length);
      if (window) return window;
    }
  }
  const opening = inOrder.find((section) => section.text)?.text ?? '';
  return snippetWindow([{ text: opening, marked: false }], length);
}
