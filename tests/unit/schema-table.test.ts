import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Paragraph, Root } from 'mdast';
import remarkSchemaTable, { describeType, propertyRows, propertyTable } from '../../src/remark/schemaTable';

describe('schema property tables', () => {
  test('list every property of a definition, with required flags from the JSON Schema', () => {
    const rows = propertyRows('query');
    assert.deepEqual(
      rows.map((row) => [row.name, row.required]),
      [
        ['args', false],
        ['resolver', true],
        ['shape', true],
        ['description', false],
      ],
    );
    assert.equal(rows.find((row) => row.name === 'resolver')?.type, 'Resolver');
  });

  test('show every enum value in the order the JSON Schema gives', () => {
    const name = propertyRows('takeshapeResolver').find((row) => row.name === 'name');
    assert.match(name?.type ?? '', /^one of `takeshape:get`, `takeshape:create`, /);
    const rest = propertyRows('restResolver').find((row) => row.name === 'name');
    assert.equal(rest?.type, 'one of `rest:get`, `rest:head`, `rest:post`, `rest:put`, `rest:patch`, `rest:delete`');
  });

  test('the root definition lists the root objects', () => {
    const names = propertyRows('root').map((row) => row.name);
    for (const name of ['shapes', 'queries', 'mutations', 'services', 'workflows', 'locales', 'defaultLocale']) {
      assert.ok(names.includes(name), name);
    }
    assert.ok(!names.includes('$schema'));
  });

  test('no description sends readers to the package authors', () => {
    for (const definition of ['root', 'shape', 'query', 'indexedShapeConfig']) {
      for (const row of propertyRows(definition)) assert.doesNotMatch(row.description, /Slack|@asprouse/, row.name);
    }
  });

  test('describe arrays and alternatives', () => {
    assert.equal(describeType({ type: 'array', items: { type: 'string' } }), 'array of string');
    assert.equal(describeType({ oneOf: [{ type: 'string' }, { type: 'number' }] }), 'string or number');
  });

  test('an unknown definition fails the build with its name', () => {
    assert.throws(() => propertyTable('noSuchThing'), /noSuchThing/);
  });

  test('the plugin replaces the directive with a table and leaves other nodes alone', () => {
    const paragraph: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: 'Before.' }] };
    const tree: Root = {
      type: 'root',
      children: [
        paragraph,
        { type: 'leafDirective', name: 'schema-properties', attributes: { definition: 'workflowStep' }, children: [] },
      ],
    };
    remarkSchemaTable()(tree);
    assert.equal(tree.children[0], paragraph);
    const table = tree.children[1] as { type: string; children: unknown[] };
    assert.equal(table.type, 'table');
    assert.equal(table.children.length, 1 + propertyRows('workflowStep').length);
  });
});
