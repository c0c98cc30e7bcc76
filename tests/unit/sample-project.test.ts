import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateSchema } from '@takeshape/schema';
import { formatValidationErrors, sampleProject } from '../../scripts/examples/check';
import { toPackageNames, type JsonObject } from '../../scripts/examples/packageNames';

const shapes = sampleProject.shapes as JsonObject;
const services = sampleProject.services as JsonObject;
const propertiesOf = (shapeName: string) =>
  ((shapes[shapeName] as JsonObject).schema as JsonObject).properties as JsonObject;
const property = (shapeName: string, name: string) => propertiesOf(shapeName)[name] as JsonObject;
const multipleShapes = ['Product', 'Review', 'Post', 'Author'];

test('the sample project validates with @takeshape/schema as it is', () => {
  const result = validateSchema(sampleProject);
  assert.ok(result.valid, result.valid ? '' : formatValidationErrors(result.errors).join('\n'));
});

test('it has the shapes of the README, with their model types and fields', () => {
  assert.deepEqual(Object.keys(shapes).sort(), ['Author', 'Post', 'Product', 'Review', 'SiteSettings']);
  for (const name of multipleShapes) {
    assert.deepEqual((shapes[name] as JsonObject).model, { type: 'multiple' }, name);
  }
  assert.deepEqual((shapes.SiteSettings as JsonObject).model, { type: 'single' });
  assert.deepEqual(Object.keys(propertiesOf('Product')), [
    'name',
    'slug',
    'description',
    'price',
    'sku',
    'inStock',
    'category',
    'releaseDate',
    'image',
    'shopifyProductId',
    'shopifyProduct',
    'stock',
  ]);
  assert.deepEqual(Object.keys(propertiesOf('Review')), ['title', 'body', 'rating', 'reviewerName', 'product']);
  assert.deepEqual(Object.keys(propertiesOf('Post')), [
    'title',
    'slug',
    'excerpt',
    'body',
    'coverImage',
    'author',
    'tags',
  ]);
  assert.deepEqual(Object.keys(propertiesOf('Author')), ['name', 'slug', 'bio', 'avatar']);
  assert.deepEqual(Object.keys(propertiesOf('SiteSettings')), ['storeName', 'announcement']);
  assert.equal(property('Product', 'image')['@ref'], 'local:Asset');
  assert.equal(property('Post', 'author')['@ref'], 'local:Author');
  assert.deepEqual(property('Review', 'product')['@backreference'], { enabled: true, name: 'reviews' });
  const rating = property('Review', 'rating');
  assert.deepEqual([rating.type, rating.minimum, rating.maximum], ['integer', 1, 5]);
});

test('it has the generated queries and mutations of the README', () => {
  const queries = [...multipleShapes.flatMap((name) => [`get${name}`, `get${name}List`]), 'getSiteSettings'];
  const mutations = [
    ...multipleShapes.flatMap((name) => [`create${name}`, `update${name}`, `delete${name}`]),
    'updateSiteSettings',
  ];
  assert.deepEqual(Object.keys(sampleProject.queries as JsonObject).sort(), queries.sort());
  assert.deepEqual(Object.keys(sampleProject.mutations as JsonObject).sort(), mutations.sort());
  const getProductList = (sampleProject.queries as JsonObject).getProductList as JsonObject;
  assert.deepEqual(getProductList.resolver, {
    name: 'takeshape:list',
    service: 'takeshape:local',
    shapeName: 'Product',
  });
});

test('it connects the shopify and warehouse services, and resolves Product fields from them', () => {
  assert.deepEqual(Object.keys(services).sort(), ['shopify', 'warehouse']);
  assert.equal((services.shopify as JsonObject).namespace, 'Shopify');
  assert.equal((services.shopify as JsonObject).serviceType, 'graphql');
  assert.equal((services.warehouse as JsonObject).serviceType, 'rest');
  const warehouseOptions = (services.warehouse as JsonObject).options as JsonObject;
  assert.equal(warehouseOptions.endpoint, 'https://warehouse.example.com/api/v1');
  const shopifyResolver = property('Product', 'shopifyProduct')['@resolver'] as JsonObject;
  assert.equal(shopifyResolver.service, 'shopify');
  assert.equal(shopifyResolver.name, 'graphql:query');
  const stockResolver = property('Product', 'stock')['@resolver'] as JsonObject;
  assert.equal(stockResolver.name, 'rest:get');
  assert.equal(stockResolver.service, 'warehouse');
  assert.equal(((stockResolver.path as JsonObject).serialize as JsonObject).template, '/stock/{sku}');
});

test('the examples check renames only the newer built-in names, without touching the original', () => {
  const fragment: JsonObject = {
    index: { name: 'takeshape:queryApiIndex', service: 'takeshape', shapeName: 'Document' },
    read: { name: 'shapedb:list', service: 'shapedb', shapeName: 'Document' },
    write: { name: 'takeshape:create', service: 'takeshape:local', shapeName: 'Product' },
    '@mapping': 'takeshape:local:Product.name',
  };
  assert.deepEqual(toPackageNames(fragment), {
    index: { name: 'takeshape:queryApiIndex', service: 'takeshape:local', shapeName: 'Document' },
    read: { name: 'takeshape:list', service: 'takeshape:local', shapeName: 'Document' },
    write: { name: 'takeshape:create', service: 'takeshape:local', shapeName: 'Product' },
    '@mapping': 'takeshape:local:Product.name',
  });
  assert.equal((fragment.read as JsonObject).service, 'shapedb');
});
