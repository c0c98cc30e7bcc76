/**
 * Remark plugin: a table wider than the page scrolls sideways inside its own box, so each table takes keyboard focus,
 * from where the arrow keys scroll it (axe's scrollable-region-focusable; WCAG 2.1.1).
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

export default function remarkFocusableTables() {
  return (tree: Root): void => {
    visit(tree, 'table', (table) => {
      table.data = { ...table.data, hProperties: { ...table.data?.hProperties, tabIndex: 0 } };
    });
  };
}
