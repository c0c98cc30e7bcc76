/** Turns Pagefind's excerpt (escaped text with <mark> around matches) into a short window of plain text parts. */

export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name]);

/** The excerpt as text parts; marks become `marked` parts, so nothing in it is ever parsed as HTML. */
export function excerptParts(excerpt: string): SnippetPart[] {
  return excerpt
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter(Boolean)
    .map((piece) => {
      const marked = piece.startsWith('<mark>');
      return { text: decode(marked ? piece.slice(6, -7) : piece), marked };
    });
}

/**
 * About `length` characters around the first match, cut at word boundaries where possible, with … where text is
 * left out. The match starts a fifth of the way in, so the words before it give context.
 */
export function snippetWindow(parts: SnippetPart[], length: number): SnippetPart[] {
  const text = parts.map((part) => part.text).join('');
  let offset = 0;
  let firstMatch = 0;
  for (const part of parts) {
    if (part.marked) {
      firstMatch = offset;
      break;
    }
    offset += part.text.length;
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
  offset = 0;
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
