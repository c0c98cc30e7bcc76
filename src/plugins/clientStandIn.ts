import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * A plugin that points the client bundle's import of one installed module at a stand-in of ours. Modules cannot be
 * swizzled, and the server build keeps the original, so pre-rendered HTML is unchanged.
 */
export function clientStandInPlugin(
  context: LoadContext,
  name: string,
  installedModule: string,
  standIn: string,
): Plugin {
  const original = createRequire(path.join(context.siteDir, 'package.json')).resolve(installedModule);
  return {
    name,
    configureWebpack: (_config, isServer) =>
      isServer ? {} : { resolve: { alias: { [`${original}$`]: path.join(context.siteDir, standIn) } } },
  };
}
