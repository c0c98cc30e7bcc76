import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Paragraph, Root, Table, TableRow } from 'mdast';
import remarkFocusableTables from '../../src/remark/focusableTables';

test('every table takes keyboard focus, keeps its other properties, and no other node changes', () => {
  const paragraph: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: 'Before.' }] };
  const row: TableRow = {
    type: 'tableRow',
    children: [{ type: 'tableCell', children: [{ type: 'text', value: 'Name' }] }],
  };
  const plainTable: Table = { type: 'table', children: [row] };
  const tableWithId: Table = { type: 'table', children: [row], data: { hProperties: { id: 'fields' } } };
  const tree: Root = {
    type: 'root',
    children: [paragraph, plainTable, { type: 'blockquote', children: [tableWithId] }],
  };
  const paragraphBefore = structuredClone(paragraph);
  const rowBefore = structuredClone(row);

  remarkFocusableTables()(tree);

  assert.deepEqual(plainTable.data, { hProperties: { tabIndex: 0 } });
  assert.deepEqual(tableWithId.data, { hProperties: { id: 'fields', tabIndex: 0 } });
  assert.deepEqual(paragraph, paragraphBefore);
  assert.deepEqual(row, rowBefore);
});
