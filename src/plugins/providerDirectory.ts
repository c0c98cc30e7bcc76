/** Reads every provider page's front matter at build time and hands the directory its data as global data. */
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
    contentLoaded: async ({ content, actions }) => actions.setGlobalData({ providers: content }),
  };
};

export default providerDirectoryPlugin;
