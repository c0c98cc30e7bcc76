import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { findDocFiles } from '../../scripts/examples/extract';
import { TAB_GROUPS, TABS_DIRECTIVE } from '../../src/config/codeTabs';
import { codeBlocks, parseMarkdown } from '../../src/markdown/markdown';
import remarkCodeTabs, { tabsOf } from '../../src/remark/codeTabs';

const SOURCE = [
  '::::tabs{group="package-manager"}',
  ':::tab{label="npm"}',
  '```bash',
  'npm install graphql',
  '```',
  ':::',
  ':::tab{label="pnpm"}',
  '```bash',
  'pnpm add graphql',
  '```',
  ':::',
  '::::',
].join('\n');

interface Element {
  type: string;
  name?: string;
  attributes?: { name: string; value: string | null }[];
  children?: Element[];
  value?: string;
}

const attributesOf = (element: Element) =>
  Object.fromEntries((element.attributes ?? []).map(({ name, value }) => [name, value]));

describe('code tabs', () => {
  test('become Docusaurus Tabs synced by group and named in the URL, one TabItem per label', () => {
    const tree = parseMarkdown(SOURCE, 'docs/x.md');
    remarkCodeTabs()(tree, { path: 'docs/x.md' });
    const [tabs] = tree.children as unknown as Element[];
    assert.equal(tabs.name, 'Tabs');
    assert.deepEqual(attributesOf(tabs), { groupId: 'package-manager', queryString: null });
    assert.deepEqual(
      tabs.children?.map((item) => [item.name, attributesOf(item)]),
      [
        ['TabItem', { value: 'npm', label: 'npm' }],
        ['TabItem', { value: 'pnpm', label: 'pnpm' }],
      ],
    );
    assert.deepEqual(
      tabs.children?.map((item) => item.children?.[0].value),
      ['npm install graphql', 'pnpm add graphql'],
    );
  });

  test('fail the build, naming the page and line, for an unknown group or label, or stray content', () => {
    const run = (source: string) => remarkCodeTabs()(parseMarkdown(source, 'docs/x.md'), { path: 'docs/x.md' });
    assert.throws(() => run(SOURCE.replace('package-manager', 'shell')), /docs\/x\.md:1: tabs need group=/);
    assert.throws(() => run(SOURCE.replace('"pnpm"', '"bun"')), /docs\/x\.md:1: .*got "bun"/);
    assert.throws(() => run(SOURCE.replace('"pnpm"', '"npm"')), /repeat a label/);
    assert.throws(() => run(SOURCE.replace(':::\n:::tab', ':::\nText\n\n:::tab')), /only :::tab directives/);
  });

  test('every tabs directive of the docs and guides is valid, and the example checks see each block inside', () => {
    let tabbed = 0;
    for (const file of findDocFiles()) {
      const source = readFileSync(file, 'utf8');
      const tree: Root = parseMarkdown(source, file);
      const checkedLines = new Set(codeBlocks(source, file, tree).map((block) => block.line));
      visit(tree, 'containerDirective', (node) => {
        if (node.name !== TABS_DIRECTIVE) return;
        const { group, tabs } = tabsOf(node, file);
        assert.ok(group in TAB_GROUPS);
        visit(node, 'code', (code) => {
          tabbed += 1;
          assert.ok(checkedLines.has(code.position!.start.line), `${file}:${code.position!.start.line}`);
        });
        assert.ok(tabs.length >= 2);
      });
    }
    assert.ok(tabbed >= 8, `${tabbed} code blocks inside tabs`);
  });
});
