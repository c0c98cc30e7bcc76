/**
 * A Markdown page's section records for the ranking (src/search/ranking.ts), as the site's search cuts a built page:
 * the opening text, then one section per heading below the title, each heading with the id Docusaurus gives it.
 */
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import type { Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { SearchSection } from './ranking';

/** A table's cells, separated by spaces. */
const cellsOf = (table: Table) => {
  const cells: string[] = [];
  visit(table, 'tableCell', (cell) => {
    cells.push(toString(cell, { includeHtml: false }));
  });
  return cells.join(' ');
};

export function sectionsOfMarkdown(tree: Root): SearchSection[] {
  const slugger = createSlugger();
  const sections: SearchSection[] = [];
  const path: string[] = [];
  let current = { headings: [] as string[], anchor: null as string | null, text: [] as string[], code: [] as string[] };
  const close = () => {
    const { headings, anchor, text, code } = current;
    if (anchor || text.length || code.length)
      sections.push({ headings, anchor, text: text.join(' '), code: code.join(' ') });
  };
  visit(tree, (node) => {
    if (node.type === 'heading') {
      if (node.depth > 1) {
        close();
        const { text, id } = parseMarkdownHeadingId(toString(node, { includeHtml: false }));
        path.length = node.depth - 2;
        path.push(text);
        current = { headings: path.filter(Boolean), anchor: id ?? slugger.slug(text), text: [], code: [] };
      }
      return SKIP;
    }
    // Code blocks and tables are not prose: a snippet comes from them only when the prose has no match.
    if (node.type === 'code' || node.type === 'table') {
      current.code.push(node.type === 'code' ? node.value : cellsOf(node));
      return SKIP;
    }
    // A paragraph is read whole, inline code included.
    if (node.type === 'paragraph') {
      current.text.push(toString(node, { includeHtml: false }));
      return SKIP;
    }
    return undefined;
  });
  close();
  return sections;
}
