import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShapeModel, WorkflowModel } from '../../src/explorer/projectModel';
import {
  listItems,
  matches,
  matchesWhere,
  parseDate,
  QueryError,
  sortItems,
  type Item,
  type ListContext,
} from '../../src/explorer/where';

const now = new Date('2025-06-18T15:42:10.000Z');

const workflow: WorkflowModel = { name: 'default', steps: ['disabled', 'enabled'], live: ['enabled'] };

const product: ShapeModel = {
  name: 'Product',
  storage: 'multiple',
  workflow: 'default',
  fields: [
    { name: 'name', kind: 'scalar', scalar: 'string', list: false, required: true, stored: true },
    { name: 'price', kind: 'scalar', scalar: 'float', list: false, required: false, stored: true },
    { name: 'inStock', kind: 'scalar', scalar: 'boolean', list: false, required: false, stored: true },
    { name: 'releaseDate', kind: 'scalar', scalar: 'date', list: false, required: false, stored: true },
    { name: 'sku', kind: 'scalar', scalar: 'string', list: false, required: false, stored: true },
    { name: 'tags', kind: 'scalar', scalar: 'string', list: true, required: false, stored: true },
  ],
};

const review: ShapeModel = {
  name: 'Review',
  storage: 'multiple',
  workflow: 'default',
  fields: [
    { name: 'title', kind: 'scalar', scalar: 'string', list: false, required: true, stored: true },
    { name: 'product', kind: 'relationship', target: 'Product', list: false, required: false, stored: true },
  ],
};

const products: Item[] = [
  {
    _id: 'p1',
    _status: 'enabled',
    _createdAt: '2025-06-15T10:00:00.000Z',
    name: 'Canvas Tote',
    price: 24,
    inStock: true,
    releaseDate: '2025-03-01',
    sku: 'TOTE-001',
  },
  {
    _id: 'p2',
    _status: 'enabled',
    _createdAt: '2024-01-02T10:00:00.000Z',
    name: 'Linen Apron',
    price: 38,
    inStock: true,
    releaseDate: '2025-05-12',
    sku: 'APRON-004',
  },
  {
    _id: 'p3',
    _status: 'disabled',
    _createdAt: '2024-01-03T10:00:00.000Z',
    name: 'Wool Throw',
    price: 120,
    inStock: false,
    releaseDate: '2024-11-20',
    sku: 'THROW-002',
  },
  {
    _id: 'p4',
    _status: 'enabled',
    _createdAt: '2024-01-04T10:00:00.000Z',
    name: 'Tote Mini',
    price: 12.5,
    inStock: false,
    sku: 'TOTE-014',
  },
];

const context = (shape: ShapeModel): ListContext => ({
  shape,
  workflow,
  related: (value) => products.find((item) => item._id === (value as { id?: string } | undefined)?.id),
  shapeOf: (name) => (name === 'Product' ? product : undefined),
  workflowOf: () => workflow,
  now,
});

const names = (items: Item[]) => items.map((item) => item.name);

describe('date values and date math', () => {
  test('ISO dates and date-times', () => {
    assert.equal(parseDate('2025-01-01', now), Date.UTC(2025, 0, 1));
    assert.equal(parseDate('2025-01-01T12:00:00.000Z', now), Date.UTC(2025, 0, 1, 12));
  });

  test('now, offsets and rounding', () => {
    assert.equal(parseDate('now', now), now.getTime());
    assert.equal(parseDate('now-1w', now), now.getTime() - 7 * 86_400_000);
    assert.equal(parseDate('now-3d/d', now), Date.UTC(2025, 5, 15));
    assert.equal(parseDate('now/h', now), Date.UTC(2025, 5, 18, 15));
    assert.equal(parseDate('now+1M', now), Date.UTC(2025, 6, 18, 15, 42, 10));
  });

  test('anything else is a query error that names the value', () => {
    assert.throws(
      () => parseDate('last tuesday', now),
      (error) => error instanceof QueryError && /last tuesday/.test(error.message),
    );
  });
});

describe('match', () => {
  test('any term of the query, in any order, with small spelling differences', () => {
    assert.ok(matches('How to care for linen', 'linen care'));
    assert.ok(matches('Caring for linnen sheets', 'linen'));
    assert.ok(!matches('Wool throws for winter', 'linen care'));
  });

  test('two neighbouring letters swapped count as one difference, as in Elasticsearch', () => {
    assert.ok(matches('Canvas tote', 'toet'));
    assert.ok(!matches('Canvas tote', 'etto'));
  });

  test('short terms must match exactly', () => {
    assert.ok(!matches('a to do list', 'go'));
  });
});

describe('where', () => {
  const where = (condition: Record<string, unknown>) =>
    products.filter((item) => matchesWhere(item, condition, product, context(product)));

  test('eq, in and the comparisons', () => {
    assert.deepEqual(names(where({ sku: { eq: 'TOTE-001' } })), ['Canvas Tote']);
    assert.deepEqual(names(where({ sku: { eq: 'tote-001' } })), []);
    assert.deepEqual(names(where({ sku: { in: ['TOTE-001', 'APRON-004'] } })), ['Canvas Tote', 'Linen Apron']);
    assert.deepEqual(names(where({ price: { gte: 20, lte: 50 }, inStock: { eq: true } })), [
      'Canvas Tote',
      'Linen Apron',
    ]);
    assert.deepEqual(names(where({ price: { lt: 24 } })), ['Tote Mini']);
  });

  test('dates compare as dates, with date math, and items without a value never match', () => {
    assert.deepEqual(names(where({ releaseDate: { gte: '2025-01-01' } })), ['Canvas Tote', 'Linen Apron']);
    assert.deepEqual(names(where({ _createdAt: { gte: 'now-1w' } })), ['Canvas Tote']);
  });

  test('regexp matches the whole value', () => {
    assert.deepEqual(names(where({ sku: { regexp: 'TOTE-[0-9]+' } })), ['Canvas Tote', 'Tote Mini']);
    assert.deepEqual(names(where({ sku: { regexp: 'TOTE' } })), []);
    assert.throws(() => where({ sku: { regexp: '(' } }), QueryError);
  });

  test('AND, OR and NOT nest', () => {
    assert.deepEqual(
      names(where({ OR: [{ price: { lt: 15 } }, { sku: { eq: 'APRON-004' } }], NOT: { inStock: { eq: false } } })),
      ['Linen Apron'],
    );
    assert.deepEqual(names(where({ AND: [{ price: { gt: 20 } }, { price: { lt: 100 } }] })), [
      'Canvas Tote',
      'Linen Apron',
    ]);
  });

  test('_status compares positions in the workflow', () => {
    assert.deepEqual(names(where({ _status: { lt: 'enabled' } })), ['Wool Throw']);
  });

  test('a relationship filters on the related item', () => {
    const reviews: Item[] = [
      { _id: 'r1', title: 'Roomy', product: { id: 'p1', shapeName: 'Product' } },
      { _id: 'r2', title: 'Sturdy', product: { id: 'p2', shapeName: 'Product' } },
      { _id: 'r3', title: 'Orphan' },
    ];
    const matching = reviews.filter((item) =>
      matchesWhere(item, { product: { sku: { eq: 'APRON-004' } } }, review, context(review)),
    );
    assert.deepEqual(
      matching.map((item) => item.title),
      ['Sturdy'],
    );
  });

  test('an unknown field is a query error', () => {
    assert.throws(() => where({ colour: { eq: 'red' } }), /Product has no field colour/);
  });
});

describe('sort', () => {
  test('by several fields, with items lacking a value last', () => {
    const sorted = sortItems(products, [{ field: 'releaseDate', order: 'desc' }], product, context(product));
    assert.deepEqual(names(sorted), ['Linen Apron', 'Canvas Tote', 'Wool Throw', 'Tote Mini']);
    const byStockThenPrice = sortItems(
      products,
      [
        { field: 'inStock', order: 'desc' },
        { field: 'price', order: 'asc' },
      ],
      product,
      context(product),
    );
    assert.deepEqual(names(byStockThenPrice), ['Canvas Tote', 'Linen Apron', 'Tote Mini', 'Wool Throw']);
  });

  test('an unknown field, a list field or a bad order is a query error', () => {
    assert.throws(
      () => sortItems(products, [{ field: 'colour', order: 'asc' }], product, context(product)),
      QueryError,
    );
    assert.throws(() => sortItems(products, [{ field: 'tags', order: 'asc' }], product, context(product)), QueryError);
    assert.throws(
      () => sortItems(products, [{ field: 'price', order: 'up' }], product, context(product)),
      /"asc" or "desc"/,
    );
  });
});

describe('list queries', () => {
  test('only enabled items by default; a where argument replaces that default', () => {
    assert.deepEqual(names(listItems(products, {}, context(product)).items), [
      'Canvas Tote',
      'Linen Apron',
      'Tote Mini',
    ]);
    assert.equal(listItems(products, { where: { price: { gt: 100 } } }, context(product)).total, 1);
    assert.equal(listItems(products, { onlyEnabled: false }, context(product)).total, 4);
  });

  test('from and size page through the matches; total counts all of them', () => {
    const page = listItems(
      products,
      { onlyEnabled: false, sort: [{ field: 'price', order: 'asc' }], from: 1, size: 2 },
      context(product),
    );
    assert.deepEqual(names(page.items), ['Canvas Tote', 'Linen Apron']);
    assert.equal(page.total, 4);
  });

  test('terms needs every term somewhere in the text fields', () => {
    assert.deepEqual(names(listItems(products, { terms: 'tote' }, context(product)).items), [
      'Canvas Tote',
      'Tote Mini',
    ]);
    assert.deepEqual(names(listItems(products, { terms: 'canvas tote' }, context(product)).items), ['Canvas Tote']);
  });

  test('a legacy filter is evaluated as the equivalent where, and also lifts the onlyEnabled default', () => {
    const filtered = (filter: unknown) => names(listItems(products, { filter }, context(product)).items);
    assert.deepEqual(filtered({ term: { sku: 'TOTE-001' } }), ['Canvas Tote']);
    assert.deepEqual(filtered({ terms: { sku: ['TOTE-001', 'THROW-002'] } }), ['Canvas Tote', 'Wool Throw']);
    assert.deepEqual(filtered({ range: { price: { gte: 20, lte: 50 } } }), ['Canvas Tote', 'Linen Apron']);
    assert.deepEqual(filtered({ match: { name: 'tote' } }), ['Canvas Tote', 'Tote Mini']);
    assert.deepEqual(
      filtered({ bool: { must: [{ range: { price: { lt: 100 } } }], must_not: [{ term: { inStock: false } }] } }),
      ['Canvas Tote', 'Linen Apron'],
    );
    assert.deepEqual(filtered({ bool: { should: [{ term: { sku: 'TOTE-014' } }, { term: { sku: 'APRON-004' } }] } }), [
      'Linen Apron',
      'Tote Mini',
    ]);
  });

  test('filter forms the sample cannot evaluate are refused with a message that points to where', () => {
    assert.throws(
      () => listItems(products, { filter: { geo_distance: {} } }, context(product)),
      /express the condition with `where`/,
    );
    assert.throws(() => listItems(products, { filter: 'sku:TOTE' }, context(product)), /must be an object/);
  });
});
