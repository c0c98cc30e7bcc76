import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import {
  checkBlock,
  checkGraphql,
  checkJson,
  isSchemaFragment,
  schemaExampleStatus,
  schemaFragmentOf,
  validateFragment,
} from '../../scripts/examples/check';
import { codeBlocks, type CodeBlock } from '../../src/markdown/markdown';
import { extractFile, findDocFiles } from '../../scripts/examples/extract';

const docFiles = findDocFiles();

describe('docs and guides pages', () => {
  test('docs/ has Markdown pages', () => {
    assert.ok(
      docFiles.some((file) => file.startsWith('docs/')),
      'no .md or .mdx file found under docs/',
    );
  });

  const schemaExamples = { checked: 0, skipped: 0 };
  for (const file of docFiles) {
    test(file, () => {
      const blocks = extractFile(file);
      for (const block of blocks) {
        const status = schemaExampleStatus(block);
        if (status !== 'not a schema') schemaExamples[status] += 1;
      }
      const failures = blocks.flatMap(checkBlock);
      assert.equal(failures.length, 0, `\n${failures.join('\n')}`);
    });
  }

  after(() => {
    console.log(
      `Schema examples: ${schemaExamples.checked} checked inside the sample project, ` +
        `${schemaExamples.skipped} skipped with a reason written next to them`,
    );
  });
});

describe('codeBlocks', () => {
  test('returns lang, meta with a title, code and the line of the opening fence', () => {
    const markdown = [
      '# Title',
      '',
      '```json title="schema.json" {2}',
      '{',
      '  "a": 1',
      '}',
      '```',
      '',
      '~~~graphql',
      'query { a }',
      '~~~',
    ].join('\n');
    assert.deepEqual(codeBlocks(markdown, 'docs/page.md'), [
      { file: 'docs/page.md', line: 3, lang: 'json', meta: 'title="schema.json" {2}', code: '{\n  "a": 1\n}' },
      { file: 'docs/page.md', line: 9, lang: 'graphql', meta: '', code: 'query { a }' },
    ]);
  });

  test('keeps fences nested in a longer fence as code of the outer block', () => {
    const markdown = ['````md', '```json', '{not json', '```', '````', '```json', '{}', '```'].join('\n');
    const blocks = codeBlocks(markdown, 'docs/nested.md');
    assert.deepEqual(
      blocks.map(({ line, lang, code }) => ({ line, lang, code })),
      [
        { line: 1, lang: 'md', code: '```json\n{not json\n```' },
        { line: 6, lang: 'json', code: '{}' },
      ],
    );
  });

  test('removes the indentation of a fence inside a list item', () => {
    const markdown = ['1. Add the field:', '', '   ```json', '   {', '     "a": 1', '   }', '   ```'].join('\n');
    assert.deepEqual(codeBlocks(markdown, 'docs/list.md')[0]?.code, '{\n  "a": 1\n}');
  });
});

const block = (lang: string, code: string): CodeBlock => ({ file: 'docs/bad.md', line: 10, lang, meta: '', code });

describe('the checks fail on bad examples, naming file:line', () => {
  test('bad JSON names the line of the error', () => {
    const failures = checkJson(block('json', '{\n  "a": 1,\n  "b": \n}'));
    assert.equal(failures.length, 1);
    assert.match(failures[0] ?? '', /^docs\/bad\.md:14: invalid JSON/);
    const elided = checkJson(block('json', '{\n  "a": [1, 2, ...],\n  "b": 2\n}'));
    assert.match(elided[0] ?? '', /^docs\/bad\.md:12: invalid JSON/);
    const missingComma = checkJson(block('json', '{\n  "a": 1\n  "b": 2\n}'));
    assert.match(missingComma[0] ?? '', /^docs\/bad\.md:13: invalid JSON/);
  });

  test('bad GraphQL names the line of the error', () => {
    const failures = checkGraphql(block('graphql', 'query {\n  getProduct(_id: "1") {\n    name\n'));
    assert.equal(failures.length, 1);
    assert.match(failures[0] ?? '', /^docs\/bad\.md:14: invalid GraphQL: Syntax Error/);
  });

  test('an invalid schema fragment names the fence line and the schema path', () => {
    const resolver = { name: 'takeshape:get', shapeName: 'Product' };
    const fragment = { queries: { getProductBySku: { shape: 'Product', resolver } } };
    const failures = checkBlock(block('json', JSON.stringify(fragment, null, 2)));
    assert.deepEqual(failures, [
      'docs/bad.md:10: schema fragment invalid in the sample project: ' +
        "queries.getProductBySku.resolver.service: must have required property 'service'",
    ]);
  });

  test('a fragment with an unknown resolver name is invalid', () => {
    const resolver = { name: 'takeshape:fetch', service: 'takeshape:local', shapeName: 'Product' };
    const fragment = { queries: { getProduct: { shape: 'Product', resolver } } };
    assert.deepEqual(validateFragment(fragment), ['queries.getProduct.resolver: value of tag "name" must be in oneOf']);
  });

  test('a valid fragment using current names passes, and a new service gets its id from its key', () => {
    const fragment = {
      services: {
        reviewsApi: { title: 'Reviews API', provider: 'rest', serviceType: 'rest', authenticationType: 'none' },
      },
      shapes: {
        Product: {
          schema: { properties: { subtitle: { type: 'string', '@mapping': 'takeshape:local:Product.subtitle' } } },
        },
      },
      queries: {
        getProductBySlug: {
          shape: 'Product',
          resolver: { name: 'takeshape:get', service: 'takeshape:local', shapeName: 'Product' },
        },
      },
    };
    assert.deepEqual(validateFragment(fragment), []);
  });

  test('only objects whose keys are all project-schema root keys are fragments', () => {
    assert.ok(isSchemaFragment({ shapes: {}, queries: {} }));
    assert.ok(!isSchemaFragment({}));
    assert.ok(!isSchemaFragment({ data: { getProduct: null } }));
    assert.ok(!isSchemaFragment({ shapes: {}, name: 'Product' }));
    assert.ok(!isSchemaFragment([{ shapes: {} }]));
  });

  test('blocks in other languages are not checked', () => {
    assert.deepEqual(checkBlock(block('js', 'not { valid')), []);
  });
});

describe('excerpts of a schema are checked inside the smallest schema that holds them', () => {
  const resolver = { name: 'rest:get', service: 'warehouse', path: '/stock' };

  test('a resolver, an operation, a map of operations, a shape, a service and properties each find their place', () => {
    assert.deepEqual(schemaFragmentOf(resolver), {
      queries: { exampleOperation: { shape: 'Product', resolver } },
    });
    const operation = { shape: 'Product', resolver };
    assert.deepEqual(schemaFragmentOf(operation, 'mutations (excerpt)'), {
      mutations: { exampleOperation: operation },
    });
    assert.deepEqual(schemaFragmentOf({ getStock: operation }), { queries: { getStock: operation } });
    const shape = { id: 'Brand', name: 'Brand', title: 'Brand', schema: { type: 'object', properties: {} } };
    assert.deepEqual(schemaFragmentOf(shape), { shapes: { Brand: shape } });
    const service = { provider: 'rest', serviceType: 'rest', authenticationType: 'none' };
    assert.deepEqual(schemaFragmentOf({ reviews: service }), { services: { reviews: service } });
    const props = { subtitle: { type: 'string' } };
    assert.deepEqual(schemaFragmentOf(props, 'shapes.Review.schema.properties'), {
      shapes: { Review: { schema: { properties: props } } },
    });
  });

  test('payloads, responses and other JSON files are not schema excerpts', () => {
    assert.equal(schemaFragmentOf({ action: 'content:create', data: { contentId: 'ID' } }), undefined);
    assert.equal(schemaFragmentOf({ data: { getProduct: { name: 'Mug' } } }), undefined);
    assert.equal(schemaFragmentOf({ name: 'site', type: 'module', scripts: { dev: 'next dev' } }), undefined);
  });

  test('an excerpt naming a service and a shape of another project is checked for its own structure', () => {
    const foreign = { shape: 'returns:Return', resolver: { name: 'rest:get', service: 'returns', path: '/returns' } };
    assert.deepEqual(validateFragment(schemaFragmentOf(foreign) ?? {}), []);
    const misspelt = { ...foreign, resolver: { ...foreign.resolver, name: 'rest:fetch' } };
    assert.deepEqual(validateFragment(schemaFragmentOf(misspelt) ?? {}), [
      'queries.exampleOperation.resolver: value of tag "name" must be in oneOf',
    ]);
  });

  test('an excerpt of a newer export is checked for its structure, whatever its schemaVersion', () => {
    assert.deepEqual(validateFragment({ schemaVersion: '3.44.0', shapes: {} }), []);
  });

  const markdown = (comment: string, code: string) => `${comment}\n\n\`\`\`json\n${code}\n\`\`\`\n`;
  const unknownResolver = JSON.stringify({ name: 'ai:summarize', service: 'openai' });

  test('an unchecked comment with a reason skips a block that does not validate', () => {
    const [skipped] = codeBlocks(
      markdown('<!-- unchecked: newer than the validator -->', unknownResolver),
      'docs/a.md',
    );
    assert.equal(skipped?.uncheckedReason, 'newer than the validator');
    assert.equal(schemaExampleStatus(skipped!), 'skipped');
    assert.deepEqual(checkBlock(skipped!), []);
    const [unmarked] = codeBlocks(markdown('Some prose.', unknownResolver), 'docs/a.md');
    assert.equal(schemaExampleStatus(unmarked!), 'checked');
    assert.match(checkBlock(unmarked!)[0] ?? '', /^docs\/a\.md:3: schema fragment invalid/);
  });

  test('an unchecked comment is read in MDX pages too, where the parser never sees HTML comments', () => {
    const [skipped] = codeBlocks(
      markdown('<!-- unchecked: newer than the validator -->', unknownResolver),
      'docs/a.mdx',
    );
    assert.equal(skipped?.uncheckedReason, 'newer than the validator');
    assert.equal(skipped?.line, 3);
  });

  test('an unchecked comment fails without a reason, on a valid block and on JSON that is not a schema', () => {
    const extract = (comment: string, code: string) => codeBlocks(markdown(comment, code), 'docs/a.md')[0]!;
    assert.match(checkBlock(extract('<!-- unchecked: -->', unknownResolver))[0] ?? '', /needs a reason/);
    const valid = JSON.stringify({ name: 'rest:get', service: 'warehouse', path: '/stock' });
    assert.match(checkBlock(extract('<!-- unchecked: old -->', valid))[0] ?? '', /validates: remove the comment/);
    assert.match(
      checkBlock(extract('<!-- unchecked: old -->', '{"data": {}}'))[0] ?? '',
      /not part of a project schema/,
    );
  });
});

describe('findDocFiles', () => {
  test('lists .md and .mdx files under docs/ and guides/, relative to the root', () => {
    const root = mkdtempSync(join(tmpdir(), 'docs-'));
    const files = ['docs/intro.md', 'docs/data/modeling.mdx', 'docs/data/chart.png', 'guides/shop/a.md', 'README.md'];
    for (const file of files) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), '');
    }
    assert.deepEqual(findDocFiles(root), ['docs/data/modeling.mdx', 'docs/intro.md', 'guides/shop/a.md']);
    rmSync(root, { recursive: true });
  });
});
