/**
 * Reads every provider page's front matter at build time and writes it to a generated JSON module that only the
 * directory imports, so the data ships with the services page instead of with every page as global data would.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, PluginModule } from '@docusaurus/types';
import matter from 'gray-matter';
import { parseProvider, type Provider } from '../components/ProviderDirectory/providers';

export const PROVIDERS_DIR = 'docs/services/providers';

export function readProviders(siteDir: string): Provider[] {
  const dir = path.join(siteDir, PROVIDERS_DIR);
  return readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => parseProvider(file.replace(/\.mdx?$/, ''), matter(readFileSync(path.join(dir, file), 'utf8')).data));
}

const providerDirectoryPlugin: PluginModule = (context: LoadContext) => {
  return {
    name: 'provider-directory',
    getPathsToWatch: () => [path.join(context.siteDir, PROVIDERS_DIR, '*.{md,mdx}')],
    loadContent: async () => readProviders(context.siteDir),
    contentLoaded: async ({ content, actions }) => {
      await actions.createData('providers.json', JSON.stringify(content));
    },
  };
};

export default providerDirectoryPlugin;
