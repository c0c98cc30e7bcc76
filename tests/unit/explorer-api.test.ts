import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSampleShopApi, sampleSeed } from '../../src/explorer/sampleProject';

const fixedNow = () => new Date('2026-01-15T12:00:00.000Z');

/** Runs `query` on the sample API; `Data` is the shape the query asks for. */
async function run<Data = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
  api = createSampleShopApi(fixedNow),
) {
  const result = await api.execute({ query, variables });
  return JSON.parse(JSON.stringify(result)) as { data?: Data; errors?: { message: string }[] };
}

type List<Item> = { items: Item[]; total: number };

const products = sampleSeed.Product as { _id: string; name: string; sku: string; _status: string }[];
const tote = products.find((product) => product.sku === 'TOTE-001')!;

describe('sample API queries', () => {
  test('get<Shape> by _id, with a relationship, a service field and the Shopify product', async () => {
    const { data, errors } = await run<{
      getProduct: {
        name: string;
        stock: number;
        image: { filename: string };
        shopifyProduct: { title: string };
        reviews: { rating: number }[];
      };
    }>(
      `query($id: ID!) { getProduct(_id: $id) { name sku stock image { filename } shopifyProduct { title } reviews { rating } } }`,
      { id: tote._id },
    );
    assert.equal(errors, undefined);
    assert.ok(data);
    assert.equal(data.getProduct.name, 'Canvas Tote');
    assert.equal(typeof data.getProduct.stock, 'number');
    assert.match(data.getProduct.image.filename, /\.(jpe?g|png|webp)$/);
    assert.equal(data.getProduct.shopifyProduct.title, 'Canvas Tote');
    assert.ok(Array.isArray(data.getProduct.reviews));
  });

  test('an unknown _id returns null without an error', async () => {
    const { data, errors } = await run(`{ getProduct(_id: "PRODUCT_ID") { name } }`);
    assert.equal(errors, undefined);
    assert.equal(data?.getProduct, null);
  });

  test('a list query filters, sorts and counts', async () => {
    const { data } = await run<{ getProductList: List<{ sku: string; price: number }> }>(
      `{ getProductList(where: {sku: {regexp: "TOTE-[0-9]+"}}, sort: [{field: "price", order: "desc"}]) { items { sku price } total } }`,
    );
    assert.ok(data);
    const prices = data.getProductList.items.map((item) => item.price);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => b - a),
    );
    assert.ok(data.getProductList.items.every((item) => /^TOTE-\d+$/.test(item.sku)));
    assert.equal(data.getProductList.total, data.getProductList.items.length);
  });

  test('without where, disabled items are left out', async () => {
    const { data } = await run<{ getProductList: List<{ _status: string }> }>(
      `{ getProductList(size: 100) { items { _status } total } }`,
    );
    const enabled = products.filter((product) => product._status === 'enabled').length;
    assert.ok(data);
    assert.equal(data.getProductList.total, enabled);
    assert.ok(data.getProductList.items.every((item) => item._status === 'enabled'));
  });

  test('a relationship filter and rich-text HTML', async () => {
    const { data } = await run<{
      getReviewList: List<{ product: { sku: string } }>;
      getPostList: { items: { bodyHtml: string }[] };
    }>(
      `{ getReviewList(where: {product: {sku: {eq: "TOTE-001"}}}) { items { product { sku } } total } getPostList(size: 1) { items { bodyHtml } } }`,
    );
    assert.ok(data);
    assert.ok(data.getReviewList.items.every((item) => item.product.sku === 'TOTE-001'));
    assert.match(data.getPostList.items[0].bodyHtml, /^<(p|h2|ul)>/);
  });

  test('the single shape and the built-in Asset shape', async () => {
    const { data } = await run<{ getSiteSettings: { storeName: string }; getAssetList: { total: number } }>(
      `{ getSiteSettings { storeName } getAssetList(terms: "tote") { total } }`,
    );
    assert.ok(data);
    assert.equal(data.getSiteSettings.storeName, 'Example Shop');
    assert.ok(data.getAssetList.total > 0);
  });

  test('query errors come back as GraphQL errors, never as exceptions', async () => {
    const invalid = await run(`{ getProductList { items { colour } } }`);
    assert.match(invalid.errors?.[0].message ?? '', /Cannot query field "colour"/);
    const badFilter = await run(`{ getProductList(where: {_updatedAt: {gte: "someday"}}) { total } }`);
    assert.match(badFilter.errors?.[0].message ?? '', /"someday" is not a date/);
    const rangeOnDateString = await run(`{ getProductList(where: {releaseDate: {gte: "2025-01-01"}}) { total } }`);
    assert.match(rangeOnDateString.errors?.[0].message ?? '', /"gte" is not defined by type "TSWhereStringInput"/);
    const badSort = await run(`{ getProductList(sort: [{field: "price", order: "sideways"}]) { total } }`);
    assert.match(badSort.errors?.[0].message ?? '', /"asc" or "desc"/);
  });
});

describe('sample API mutations', () => {
  test('create, update and delete change the session copy only', async () => {
    const api = createSampleShopApi(fixedNow);
    const created = await run<{
      createProduct: { result: { _id: string; _status: string; _version: number; _createdAt: string } };
    }>(
      `mutation { createProduct(input: {name: "Test Mug", slug: "test-mug", price: 10}) { result { _id _status _version _createdAt } } }`,
      undefined,
      api,
    );
    assert.ok(created.data);
    const { _id: id, _version, _createdAt } = created.data.createProduct.result;
    assert.equal(_version, 1);
    assert.equal(_createdAt, '2026-01-15T12:00:00.000Z');
    const updated = await run(
      `mutation($id: ID!) { updateProduct(input: {_id: $id, price: 12}) { result { price _version } } }`,
      { id },
      api,
    );
    assert.deepEqual(updated.data?.updateProduct, { result: { price: 12, _version: 2 } });
    const deleted = await run(`mutation($id: ID!) { deleteProduct(input: {_id: $id}) { result } }`, { id }, api);
    assert.deepEqual(deleted.data?.deleteProduct, { result: true });
    const gone = await run(`query($id: ID!) { getProduct(_id: $id) { name } }`, { id }, api);
    assert.equal(gone.data?.getProduct, null);
    assert.ok(!products.some((product) => product.name === 'Test Mug'));
  });

  test('a new session starts from the seed again', async () => {
    const api = createSampleShopApi(fixedNow);
    await run(
      `mutation { updateSiteSettings(input: {storeName: "Changed"}) { result { storeName } } }`,
      undefined,
      api,
    );
    const fresh = await run(`{ getSiteSettings { storeName } }`);
    assert.deepEqual(fresh.data?.getSiteSettings, { storeName: 'Example Shop' });
  });

  test('updating an unknown item is an error that names the _id', async () => {
    const { errors } = await run(`mutation { updateProduct(input: {_id: "nope", price: 1}) { result { _id } } }`);
    assert.match(errors?.[0].message ?? '', /No Product has the _id "nope"/);
  });

  test('a relationship written without shapeName resolves and filters through the target shape of the field', async () => {
    const api = createSampleShopApi(fixedNow);
    await run(
      `mutation($id: ID!) { createReview(input: {title: "No shape name", rating: 4, product: {id: $id}}) { result { _id } } }`,
      { id: tote._id },
      api,
    );
    const { data, errors } = await run(
      `{ getReviewList(where: {title: {eq: "No shape name"}, product: {sku: {eq: "TOTE-001"}}}) { items { product { name } } total } }`,
      undefined,
      api,
    );
    assert.equal(errors, undefined);
    assert.deepEqual(data?.getReviewList, { items: [{ product: { name: 'Canvas Tote' } }], total: 1 });
  });

  test('a relationship written through the API resolves', async () => {
    const { data } = await run(
      `mutation($id: ID!) { createReview(input: {title: "Great", rating: 5, product: {id: $id, shapeName: "Product"}}) { result { product { name } } } }`,
      { id: tote._id },
    );
    assert.deepEqual(data?.createReview, { result: { product: { name: 'Canvas Tote' } } });
  });
});
