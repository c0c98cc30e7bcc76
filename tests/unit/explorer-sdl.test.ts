import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildSchema, GraphQLInputObjectType, GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { createSampleShopApi, sampleProjectSchema, sampleServiceTypes } from '../../src/explorer/sampleProject';
import { parseTemplate, projectToSdl } from '../../src/explorer/sdl';
import type { ProjectSchema } from '../../src/explorer/projectModel';

const schema = buildSchema(createSampleShopApi().sdl);

function objectType(target: GraphQLSchema, name: string): GraphQLObjectType {
  const type = target.getType(name);
  assert.ok(type instanceof GraphQLObjectType, `${name} is not an object type`);
  return type;
}

function inputType(target: GraphQLSchema, name: string): GraphQLInputObjectType {
  const type = target.getType(name);
  assert.ok(type instanceof GraphQLInputObjectType, `${name} is not an input type`);
  return type;
}

const fieldTypes = (type: GraphQLObjectType | GraphQLInputObjectType) =>
  Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, String(field.type)]));

const argTypes = (type: GraphQLObjectType, field: string) =>
  Object.fromEntries(type.getFields()[field].args.map((arg) => [arg.name, String(arg.type)]));

const project = (overlay: Partial<ProjectSchema>): ProjectSchema => ({ ...sampleProjectSchema, ...overlay });

describe('SDL of the sample project', () => {
  test('get<Shape> takes a required _id and returns the shape', () => {
    const query = objectType(schema, 'Query');
    assert.equal(String(query.getFields().getProduct.type), 'Product');
    assert.deepEqual(argTypes(query, 'getProduct'), { _id: 'ID!', locale: 'String', enableLocaleFallback: 'Boolean' });
  });

  test('get<Shape>List takes the list arguments and returns items and total', () => {
    const query = objectType(schema, 'Query');
    assert.equal(String(query.getFields().getProductList.type), 'ProductPaginatedList');
    assert.deepEqual(Object.keys(argTypes(query, 'getProductList')).sort(), [
      'enableLocaleFallback',
      'filter',
      'from',
      'locale',
      'onlyEnabled',
      'size',
      'sort',
      'terms',
      'where',
    ]);
    assert.equal(argTypes(query, 'getProductList').where, 'TSWhereProductInput');
    assert.equal(argTypes(query, 'getProductList').sort, '[TSSearchSortInput]');
    assert.deepEqual(fieldTypes(objectType(schema, 'ProductPaginatedList')), { items: '[Product]', total: 'Int' });
  });

  test('a single shape gets a get query without _id and an update mutation, and no list or create', () => {
    const query = objectType(schema, 'Query');
    const mutation = objectType(schema, 'Mutation');
    assert.deepEqual(argTypes(query, 'getSiteSettings'), { locale: 'String', enableLocaleFallback: 'Boolean' });
    assert.equal(query.getFields().getSiteSettingsList, undefined);
    assert.equal(mutation.getFields().createSiteSettings, undefined);
    assert.equal(inputType(schema, 'UpdateSiteSettingsInput').getFields()._id, undefined);
  });

  test('where inputs offer the operators each field type takes, and AND, OR and NOT', () => {
    const where = fieldTypes(inputType(schema, 'TSWhereProductInput'));
    assert.equal(where.name, 'TSWhereStringInput');
    assert.equal(where.price, 'TSWhereNumberInput');
    assert.equal(where.inStock, 'TSWhereBooleanInput');
    // A `date` string is filtered as a string; only `date-time` strings, such as the managed dates, take ranges.
    assert.equal(where.releaseDate, 'TSWhereStringInput');
    assert.equal(where._status, 'TSWhereWorkflowInput');
    assert.equal(where._createdAt, 'TSWhereDateInput');
    assert.equal(where.AND, '[TSWhereProductInput]');
    assert.equal(where.OR, '[TSWhereProductInput]');
    assert.equal(where.NOT, 'TSWhereProductInput');
    assert.deepEqual(Object.keys(fieldTypes(inputType(schema, 'TSWhereStringInput'))), ['eq', 'in', 'match', 'regexp']);
    assert.deepEqual(Object.keys(fieldTypes(inputType(schema, 'TSWhereBooleanInput'))), ['eq']);
    assert.deepEqual(Object.keys(fieldTypes(inputType(schema, 'TSWhereDraftjsInput'))), ['match']);
    assert.equal(fieldTypes(inputType(schema, 'TSWherePostInput')).body, 'TSWhereDraftjsInput');
    assert.equal(fieldTypes(inputType(schema, 'TSWhereReviewInput')).rating, 'TSWhereIntegerInput');
  });

  test('a relationship filters through a nested input without AND, OR and NOT', () => {
    assert.equal(fieldTypes(inputType(schema, 'TSWhereReviewInput')).product, 'TSWhereProductRelationshipInput');
    const nested = fieldTypes(inputType(schema, 'TSWhereProductRelationshipInput'));
    assert.equal(nested.slug, 'TSWhereStringInput');
    assert.equal(nested._id, 'TSWhereIDInput');
    assert.equal(nested.AND, undefined);
  });

  test('create inputs keep required fields required and leave out fields computed by services', () => {
    const create = fieldTypes(inputType(schema, 'CreateProductInput'));
    assert.equal(create.name, 'String!');
    assert.equal(create.price, 'Float');
    assert.equal(create.image, 'TSRelationshipInput');
    assert.equal(create.stock, undefined);
    assert.equal(create.shopifyProduct, undefined);
    assert.equal(create._status, 'DefaultWorkflow');
    const update = fieldTypes(inputType(schema, 'UpdateProductInput'));
    assert.equal(update._id, 'ID!');
    assert.equal(update.name, 'String');
    assert.deepEqual(fieldTypes(inputType(schema, 'DeleteProductInput')), { _id: 'ID!' });
    assert.deepEqual(fieldTypes(objectType(schema, 'CreateProductResult')), {
      result: 'Product',
      clientMutationId: 'String',
    });
    assert.deepEqual(fieldTypes(objectType(schema, 'DeleteProductResult')), {
      result: 'Boolean',
      clientMutationId: 'String',
    });
  });

  test('items have the managed fields, relationships, backreferences and rich-text HTML', () => {
    const product = fieldTypes(objectType(schema, 'Product'));
    assert.equal(product._id, 'ID!');
    assert.equal(product._status, 'DefaultWorkflow');
    assert.equal(product._updatedBy, 'TSUser');
    assert.equal(product.reviews, '[Review]');
    assert.equal(product.stock, 'Int');
    assert.equal(product.shopifyProduct, 'Shopify_Product');
    assert.equal(product.image, 'Asset');
    assert.equal(fieldTypes(objectType(schema, 'Review')).product, 'Product');
    const post = fieldTypes(objectType(schema, 'Post'));
    assert.equal(post.body, 'JSON');
    assert.equal(post.bodyHtml, 'String');
    assert.equal(post.tags, '[String]');
    assert.ok(objectType(schema, 'Product').getFields()._contentTypeName.deprecationReason);
  });

  test('the built-in Asset shape has its queries', () => {
    const query = objectType(schema, 'Query');
    assert.equal(String(query.getFields().getAssetList.type), 'AssetPaginatedList');
    assert.equal(fieldTypes(objectType(schema, 'Asset')).path, 'String!');
  });

  test('only types reachable from Query and Mutation are emitted', () => {
    assert.equal(schema.getType('ProductSearchResults'), undefined);
    assert.equal(schema.getType('DuplicateProductResult'), undefined);
  });
});

describe('SDL of schema changes the docs show', () => {
  test('a custom query with inline args and a scalar result', () => {
    const sdl = projectToSdl(
      project({
        queries: {
          ...sampleProjectSchema.queries,
          countInCategory: {
            shape: 'integer',
            resolver: { name: 'takeshape:list', shapeName: 'Product' },
            args: { properties: { category: { type: 'string' }, limit: { type: 'integer' } }, required: ['category'] },
          },
        },
      }),
      { serviceTypes: sampleServiceTypes },
    );
    const query = objectType(buildSchema(sdl), 'Query');
    assert.equal(String(query.getFields().countInCategory.type), 'Int');
    assert.deepEqual(argTypes(query, 'countInCategory'), { category: 'String!', limit: 'Int' });
  });

  test('DuplicateArgs and DuplicateResult templates', () => {
    const sdl = projectToSdl(
      project({
        mutations: {
          ...sampleProjectSchema.mutations,
          duplicateProduct: {
            shape: 'DuplicateResult<Product>',
            resolver: { name: 'takeshape:duplicate', shapeName: 'Product' },
            args: 'DuplicateArgs<Product>',
          },
        },
      }),
      { serviceTypes: sampleServiceTypes },
    );
    const mutation = objectType(buildSchema(sdl), 'Mutation');
    assert.equal(String(mutation.getFields().duplicateProduct.type), 'DuplicateProductResult');
    assert.equal(argTypes(mutation, 'duplicateProduct').input, 'DuplicateProductInput!');
  });

  test('a custom workflow becomes the enum of _status', () => {
    const sdl = projectToSdl(
      project({
        workflows: { editorial: { name: 'editorial', steps: [{ name: 'draft' }, { name: 'published', live: true }] } },
        shapes: {
          ...sampleProjectSchema.shapes,
          Post: { ...sampleProjectSchema.shapes!.Post, workflow: 'editorial' },
        },
      }),
      { serviceTypes: sampleServiceTypes },
    );
    const built = buildSchema(sdl);
    assert.equal(fieldTypes(objectType(built, 'Post'))._status, 'EditorialWorkflow');
    assert.equal(fieldTypes(objectType(built, 'Product'))._status, 'DefaultWorkflow');
  });

  test('an unknown template or a service type without SDL is an error, not a silent gap', () => {
    assert.throws(
      () =>
        projectToSdl(
          project({ queries: { broken: { shape: 'Frobnicate<Product>', resolver: { name: 'takeshape:list' } } } }),
          {
            serviceTypes: sampleServiceTypes,
          },
        ),
      /unknown shape template/,
    );
    assert.throws(() => projectToSdl(sampleProjectSchema), /No SDL for service types: Shopify_Product/);
  });

  test('parseTemplate reads a template name and its shape', () => {
    assert.deepEqual(parseTemplate('PaginatedList<Product>'), ['PaginatedList', 'Product']);
    assert.equal(parseTemplate('Product'), undefined);
  });
});
