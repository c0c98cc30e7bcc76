import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { groupProviders, parseProvider, type Provider } from '../../src/components/ProviderDirectory/providers';
import { readProviders } from '../../src/plugins/providerDirectory';
import { REPO_ROOT } from '../../scripts/lib/docs';

const SPEC_PROVIDERS = [
  'anthropic',
  'arize',
  'auth0',
  'aws-lambda',
  'azure-openai',
  'bigcommerce',
  'contentful',
  'fauna',
  'google-vertex',
  'gorgias',
  'graphql',
  'groq',
  'hygraph',
  'judge-me',
  'klaviyo',
  'loyaltylion',
  'mailchimp',
  'notion',
  'oidc',
  'olyslager',
  'open-api',
  'openai',
  'postscript',
  'recharge',
  'rest',
  'reviews-io',
  'rise-ai',
  'salsify',
  'ship-engine',
  'shopify',
  'stripe',
  'submarine',
  'syndigo',
  'unstructured',
  'voyageai',
  'yelp',
  'yotpo-loyalty',
  'yotpo-ugc',
];

const provider = (id: string, name: string, category: Provider['category'], purpose: string): Provider => ({
  id,
  name,
  purpose,
  category,
  auth: 'bearer',
  path: `/services/providers/${id}`,
});

const sample = [
  provider('stripe', 'Stripe', 'payments', 'Payments and subscriptions.'),
  provider('shopify', 'Shopify', 'commerce', 'Products and orders from a store.'),
  provider('bigcommerce', 'BigCommerce', 'commerce', 'Catalog and carts.'),
  provider('judge-me', 'Judge.me', 'reviews', 'Product reviews.'),
];

describe('groupProviders', () => {
  test('groups by category in the directory order, names sorted', () => {
    assert.deepEqual(
      groupProviders(sample, '').map((group) => [group.label, group.providers.map((p) => p.name)]),
      [
        ['Commerce', ['BigCommerce', 'Shopify']],
        ['Payments', ['Stripe']],
        ['Reviews and UGC', ['Judge.me']],
      ],
    );
  });

  test('narrows by name, purpose or category, ignoring case, every word counting', () => {
    const names = (query: string) =>
      groupProviders(sample, query).flatMap((group) => group.providers.map((p) => p.name));
    assert.deepEqual(names('SHOP'), ['Shopify']);
    assert.deepEqual(names('reviews'), ['Judge.me']);
    assert.deepEqual(names('commerce'), ['BigCommerce', 'Shopify']);
    assert.deepEqual(names('commerce orders'), ['Shopify']);
    assert.deepEqual(names('  '), ['BigCommerce', 'Shopify', 'Stripe', 'Judge.me']);
    assert.deepEqual(groupProviders(sample, 'no such thing'), []);
  });
});

describe('parseProvider', () => {
  const valid = { provider: { name: 'Stripe', purpose: 'Payments.', category: 'payments', auth: 'bearer' } };

  test('reads the provider block', () => {
    assert.deepEqual(parseProvider('stripe', valid), provider('stripe', 'Stripe', 'payments', 'Payments.'));
  });

  test('rejects a missing block, an unknown category and an unknown auth type, naming the page', () => {
    assert.throws(() => parseProvider('x', {}), /providers\/x: no `provider`/);
    assert.throws(() => parseProvider('x', { provider: { ...valid.provider, category: 'misc' } }), /category "misc"/);
    assert.throws(() => parseProvider('x', { provider: { ...valid.provider, auth: 'magic' } }), /auth "magic"/);
    assert.throws(() => parseProvider('x', { provider: { ...valid.provider, purpose: ' ' } }), /provider.purpose/);
  });
});

describe('provider pages', () => {
  test('exist for every provider of the spec, each with valid directory data', () => {
    const providers = readProviders(REPO_ROOT);
    assert.deepEqual(
      providers.map((p) => p.id),
      SPEC_PROVIDERS,
    );
  });
});
