import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  fragmentOf,
  graphqlCases,
  isRunnable,
  pageSchemas,
  requestOf,
  requiresOf,
  type ExampleBlock,
} from '../../src/explorer/examples';
import remarkTryIt, { tryItParams } from '../../src/remark/tryIt';
import { sameResponse } from '../../scripts/examples/graphqlExamples';

let line = 0;
const block = (lang: string, code: string, meta = ''): ExampleBlock => ({ lang, meta, code, line: (line += 10) });

const listQuery = block(
  'graphql',
  'query Filter($where: TSWhereProductInput, $size: Int) { getProductList(where: $where, size: $size) { items { name } total } }',
);
const postQuery = block(
  'graphql',
  'query Posts($where: TSWherePostInput) { getPostList(where: $where) { items { title } } }',
);
const productVariables = block('json', '{"where": {"sku": {"eq": "TOTE-001"}}}');
const secondProductVariables = block('json', '{"where": {"price": {"lt": 20}}, "size": 2}');
const postVariables = block('json', '{"where": {"title": {"match": "linen"}}}');
const productResponse = block('json', '{"data": {"getProductList": {"items": [], "total": 0}}}');
const failedRequest = block('json', '{"errors": [{"message": "Syntax Error"}]}');

describe('pairing examples with their variables and responses', () => {
  test('a query takes the first variables block; later ones become cases of their own', () => {
    const cases = graphqlCases([listQuery, productVariables, secondProductVariables, productResponse]);
    assert.equal(cases.length, 2);
    assert.equal(cases[0].variables, productVariables);
    assert.equal(cases[1].variables, secondProductVariables);
    assert.equal(cases[1].response, productResponse);
  });

  test('variables go to the latest query that declares and accepts them, not merely the latest query', () => {
    const cases = graphqlCases([listQuery, postQuery, postVariables, productVariables]);
    const queryOf = (variables: ExampleBlock) => cases.find((example) => example.variables === variables)?.query;
    assert.equal(queryOf(postVariables), postQuery);
    assert.equal(queryOf(productVariables), listQuery);
  });

  test('a response answering other root fields, or only errors, is not paired', () => {
    const cases = graphqlCases([postQuery, productResponse, failedRequest]);
    assert.equal(cases[0].response, undefined);
  });
});

describe('requests shown as HTTP bodies', () => {
  test('a JSON body and an inline curl body are cases, with their variables and the response after them', () => {
    const body = block('json', JSON.stringify({ query: listQuery.code, variables: { size: 2 } }), 'title="body.json"');
    const curl = block('bash', `curl -s https://example.test \\\n  -d '{"query":"{ getSiteSettings { storeName } }"}'`);
    const settings = block('json', '{"data": {"getSiteSettings": {"storeName": "Example Shop"}}}');
    const cases = graphqlCases([body, curl, settings]);
    assert.equal(cases.length, 2);
    assert.equal(cases[0].query.source, body);
    assert.deepEqual(JSON.parse(cases[0].variables?.code ?? ''), { size: 2 });
    assert.equal(cases[1].query.code, '{ getSiteSettings { storeName } }');
    assert.equal(cases[1].response, settings);
  });

  test('bodies without a GraphQL operation are not requests', () => {
    assert.equal(requestOf(block('json', '{"query": "not graphql {"}')), undefined);
    assert.equal(requestOf(block('bash', 'curl -d @body.json https://example.test')), undefined);
    assert.equal(requestOf(block('json', '{"where": {}}')), undefined);
  });
});

describe('schema fragments on a page', () => {
  test('root-keyed objects and blocks titled with their path in the schema', () => {
    assert.deepEqual(fragmentOf(block('json', '{"queries": {}}')), { queries: {} });
    assert.deepEqual(fragmentOf(block('json', '{"x": {"shape": "Product"}}', 'title="queries (excerpt)"')), {
      queries: { x: { shape: 'Product' } },
    });
    assert.deepEqual(fragmentOf(block('json', '{"name": {}}', 'title="shapes.Product.schema.properties"')), {
      shapes: { Product: { schema: { properties: { name: {} } } } },
    });
    assert.equal(fragmentOf(block('json', '{"where": {}}')), undefined);
  });

  test("a custom query defined on the page validates against the page's API, not the sample's", () => {
    const fragment = block(
      'json',
      JSON.stringify({
        queries: {
          getCheapProducts: {
            shape: 'PaginatedList<Product>',
            resolver: { name: 'takeshape:list', service: 'takeshape:local', shapeName: 'Product' },
            args: 'TSListArgs<Product>',
          },
        },
      }),
    );
    const query = block('graphql', '{ getCheapProducts { total } }');
    assert.equal(pageSchemas([fragment, query]).length, 3);
    assert.equal(isRunnable(query), false);
  });

  test('a requires marker keeps a block from running', () => {
    assert.equal(requiresOf('title="x" requires=admin-api'), 'admin-api');
    assert.equal(isRunnable(block('graphql', '{ getSiteSettings { storeName } }')), true);
    assert.equal(isRunnable(block('graphql', '{ getSiteSettings { storeName } }', 'requires=page-schema')), false);
  });
});

describe('Try it', () => {
  test('runnable queries and their variables blocks get the explorer parameters; others do not', () => {
    const node = (lang: string, value: string, meta: string | null = null) => ({ type: 'code', lang, meta, value });
    const query = node('graphql', listQuery.code);
    const variables = node('json', productVariables.code, 'title="variables.json"');
    const admin = node('graphql', 'mutation { tsExportProject { id } }');
    const plain = node('json', '{"unrelated": true}');
    remarkTryIt()({ type: 'root', children: [query, variables, admin, plain] } as never);
    const params = tryItParams(listQuery.code, productVariables.code);
    assert.equal(query.meta, `tryit=${params}`);
    assert.equal(variables.meta, `title="variables.json" tryit=${params}`);
    assert.equal(admin.meta, null);
    assert.equal(plain.meta, null);
    assert.equal(new URLSearchParams(params).get('variables'), productVariables.code);
    assert.ok(!/\s/.test(params), 'the parameters must not contain spaces, which end a meta value');
  });
});

describe('comparing a shown response with the executed one', () => {
  test('generated values may differ; everything else must be equal', () => {
    const generated = new Set(['00000000-0000-4000-8000-000000000001']);
    const executed = {
      data: { createProduct: { result: { _id: '00000000-0000-4000-8000-000000000001', name: 'Mug' } } },
    };
    assert.ok(
      sameResponse({ data: { createProduct: { result: { _id: 'your-id', name: 'Mug' } } } }, executed, generated),
    );
    assert.ok(
      !sameResponse({ data: { createProduct: { result: { _id: 'your-id', name: 'Cup' } } } }, executed, generated),
    );
    assert.ok(!sameResponse({ data: { createProduct: { result: { name: 'Mug', _id: 'x' } } } }, executed, generated));
  });
});
