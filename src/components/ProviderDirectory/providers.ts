/** The services directory's data: one entry per provider page, read from its `provider` front matter. */
export const PROVIDER_CATEGORIES = {
  commerce: 'Commerce',
  payments: 'Payments',
  reviews: 'Reviews and UGC',
  marketing: 'Marketing',
  loyalty: 'Loyalty',
  'shipping-support': 'Shipping and support',
  'ai-models': 'AI models',
  'ai-tooling': 'AI tooling',
  identity: 'Identity',
  'content-data': 'Content and data sources',
  generic: 'Generic connectors',
} as const;

export type ProviderCategory = keyof typeof PROVIDER_CATEGORIES;

export const AUTHENTICATION_TYPES = [
  'oauth2',
  'basic',
  'bearer',
  'searchParams',
  'oauth2Bearer',
  'custom',
  'aws',
  'none',
] as const;

export type AuthenticationType = (typeof AUTHENTICATION_TYPES)[number];

export interface Provider {
  id: string;
  name: string;
  purpose: string;
  category: ProviderCategory;
  auth: AuthenticationType;
  /** Route of the provider page relative to the site's baseUrl, e.g. `/services/providers/shopify`. */
  path: string;
}

export interface ProviderGroup {
  category: ProviderCategory;
  label: string;
  providers: Provider[];
}

/** Check one page's `provider` front matter; the message names the page and the field. */
export function parseProvider(id: string, frontMatter: Record<string, unknown>): Provider {
  const block = frontMatter.provider as Record<string, unknown> | undefined;
  const fail = (problem: string): never => {
    throw new Error(`services/providers/${id}: ${problem}`);
  };
  if (!block || typeof block !== 'object') return fail('no `provider` front matter');
  const text = (key: string) =>
    typeof block[key] === 'string' && (block[key] as string).trim()
      ? (block[key] as string).trim()
      : fail(`no provider.${key}`);
  const category = text('category');
  if (!(category in PROVIDER_CATEGORIES)) fail(`unknown provider.category "${category}"`);
  const auth = text('auth');
  if (!(AUTHENTICATION_TYPES as readonly string[]).includes(auth)) fail(`unknown provider.auth "${auth}"`);
  return {
    id,
    name: text('name'),
    purpose: text('purpose'),
    category: category as ProviderCategory,
    auth: auth as AuthenticationType,
    path: `/services/providers/${id}`,
  };
}

function matches(provider: Provider, words: string[]): boolean {
  const haystack = [provider.name, provider.id, provider.purpose, PROVIDER_CATEGORIES[provider.category], provider.auth]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Providers whose name, purpose, category or auth type contain every word of the query, grouped by category. */
export function groupProviders(providers: Provider[], query: string): ProviderGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return (Object.keys(PROVIDER_CATEGORIES) as ProviderCategory[])
    .map((category) => ({
      category,
      label: PROVIDER_CATEGORIES[category],
      providers: providers
        .filter((provider) => provider.category === category && matches(provider, words))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.providers.length > 0);
}
