import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Code, Root } from 'mdast';
import { extractFile, findDocFiles } from '../../scripts/examples/extract';
import { COLOUR_MODES, RENDERED_DIR, diagramKey, mermaidVersion, renderedFile } from '../../src/diagrams/diagrams';
import remarkMermaidDiagrams from '../../src/remark/mermaidDiagrams';

const siteDir = process.cwd();
const version = mermaidVersion(siteDir);

const diagrams = findDocFiles()
  .flatMap((file) => extractFile(file))
  .filter((block) => block.lang === 'mermaid')
  .map(({ file, code }) => ({ file, source: code }));

describe('pre-rendered diagrams', () => {
  test('the renders are keyed by the Mermaid version that is installed to make them', () => {
    assert.equal(version, JSON.parse(readFileSync('node_modules/mermaid/package.json', 'utf8')).version);
  });

  test('the docs have diagrams to render', () => {
    assert.ok(diagrams.length >= 20, `${diagrams.length} diagrams`);
  });

  test('every diagram has an up-to-date render in both colour modes (run `npm run diagrams` when this fails)', () => {
    const missing = diagrams.flatMap(({ file, source }) =>
      COLOUR_MODES.filter((mode) => !existsSync(renderedFile(siteDir, diagramKey(source, version), mode))).map(
        (mode) => `${file} (${mode})`,
      ),
    );
    assert.deepEqual(missing, []);
  });

  test('no render is left that no page uses', () => {
    const used = new Set(diagrams.map(({ source }) => diagramKey(source, version)));
    assert.deepEqual(
      readdirSync(RENDERED_DIR).filter((file) => !used.has(file.split('.')[0])),
      [],
    );
  });

  test('each render is one SVG whose id is unique to its diagram and colour mode', () => {
    for (const { source } of diagrams) {
      const key = diagramKey(source, version);
      for (const mode of COLOUR_MODES) {
        const svg = readFileSync(renderedFile(siteDir, key, mode), 'utf8');
        assert.match(svg, new RegExp(`^<svg id="diagram-${key}-${mode}"`));
        assert.equal(svg.trimEnd().endsWith('</svg>'), true);
        assert.doesNotMatch(svg, /<script/i);
      }
    }
  });
});

describe('diagram keys', () => {
  test('the key ignores trailing spaces and surrounding blank lines, and changes with the source or Mermaid version', () => {
    assert.equal(diagramKey('flowchart LR\n  A --> B  \n', '1'), diagramKey('\nflowchart LR\n  A --> B', '1'));
    assert.notEqual(diagramKey('flowchart LR\n  A --> B', '1'), diagramKey('flowchart LR\n  A --> C', '1'));
    assert.notEqual(diagramKey('flowchart LR\n  A --> B', '1'), diagramKey('flowchart LR\n  A --> B', '2'));
  });
});

describe('remark plugin', () => {
  test('a mermaid fence becomes the mermaid element carrying both renders', () => {
    const { source } = diagrams[0];
    const tree: Root = { type: 'root', children: [{ type: 'code', lang: 'mermaid', value: source }] };
    remarkMermaidDiagrams()(tree, { path: 'docs/x.md' });
    const [element] = tree.children as unknown as {
      type: string;
      name: string;
      attributes: { name: string; value: string }[];
    }[];
    assert.equal(element.type, 'mdxJsxFlowElement');
    assert.equal(element.name, 'mermaid');
    assert.equal('value' in element, false, 'the source does not ship with the renders');
    assert.deepEqual(
      element.attributes.map((attribute) => attribute.name),
      COLOUR_MODES,
    );
    for (const attribute of element.attributes)
      assert.match(attribute.value, new RegExp(`^<svg id="diagram-[0-9a-f]{16}-${attribute.name}"`));
  });

  test('a diagram that was never rendered fails the build at its line, naming the command that fixes it', () => {
    const position = { start: { line: 12, column: 1 }, end: { line: 15, column: 4 } };
    const tree: Root = {
      type: 'root',
      children: [{ type: 'code', lang: 'mermaid', value: 'flowchart LR\n  Never --> Rendered', position }],
    };
    assert.throws(
      () => remarkMermaidDiagrams()(tree, { path: 'docs/x.md' }),
      /^Error: docs\/x\.md:12: .*run `npm run diagrams`/,
    );
  });

  test('other code blocks are left alone', () => {
    const code: Code = { type: 'code', lang: 'graphql', value: 'query { a }' };
    const tree: Root = { type: 'root', children: [code] };
    remarkMermaidDiagrams()(tree, {});
    assert.equal(tree.children[0], code);
    assert.deepEqual(code, { type: 'code', lang: 'graphql', value: 'query { a }' });
  });
});
