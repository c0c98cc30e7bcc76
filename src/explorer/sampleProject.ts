/** The docs' sample shop: its project schema, seed data, the SDL of its API and the types of its connected services. */
import schema from '../../examples/sample-project/schema.json';
import seed from '../../examples/sample-project/seed.json';
import type { ProjectSchema } from './projectModel';
import { createSampleApi, type OfflineServiceFields, type SampleApi, type SeedData } from './sampleApi';

export const sampleProjectSchema = schema as ProjectSchema;
export const sampleSeed = seed as SeedData;

/** The fields of Shopify's Admin API `Product` that the docs select; the offline API answers them from seed data. */
export const sampleServiceTypes = `"A product of the connected Shopify store: the fields of Shopify's Admin API Product that the docs use."
type Shopify_Product {
  id: ID!
  title: String
  handle: String
  description: String
  totalInventory: Int
  status: String
  vendor: String
  productType: String
  tags: [String]
}`;

/** What the warehouse and Shopify services would answer for the sample products, read from the seed. */
const offlineServiceFields: OfflineServiceFields = {
  'Product.stock': (item, data) => data.services?.warehouse?.stock?.[String(item.sku)],
  'Product.shopifyProduct': (item, data) =>
    data.services?.shopify?.products?.find((product) => product.id === item.shopifyProductId),
};

export function createSampleShopApi(now?: () => Date, newId?: () => string): SampleApi {
  return createSampleApi({
    project: sampleProjectSchema,
    seed: sampleSeed,
    serviceTypes: sampleServiceTypes,
    offlineServiceFields,
    now,
    newId,
  });
}
