/**
 * The docs plugin, with the quickstart's route mounted a second time at the docs root, as the spec has it ("Root
 * /docs/ shows the quickstart page"). Both URLs render the same doc; DocItem/Content names the canonical URL.
 * It relies on the docs plugin's route tree (root, version, sidebar, then exact doc routes): see UPGRADING.md.
 */
import type { LoadContext, OptionValidationContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import pluginContentDocs, { validateOptions as validateDocsOptions } from '@docusaurus/plugin-content-docs';
import type { Options, PluginOptions } from '@docusaurus/plugin-content-docs';

// The package exports validateOptions beside the plugin, but its type declarations leave it out.
declare module '@docusaurus/plugin-content-docs' {
  export function validateOptions(context: OptionValidationContext<Options, PluginOptions>): PluginOptions;
}

type RootDocOptions = { rootDocPath: string };

/** The tree of `route` with a copy of its exact route at `sourcePath` added beside it at `copyPath`, if it has one. */
export function withRouteCopy(route: RouteConfig, sourcePath: string, copyPath: string): RouteConfig | undefined {
  const children = route.routes ?? [];
  const source = children.find((child) => child.exact && child.path === sourcePath);
  if (source) return { ...route, routes: [...children, { ...source, path: copyPath }] };
  for (const [index, child] of children.entries()) {
    const copied = withRouteCopy(child, sourcePath, copyPath);
    if (copied) return { ...route, routes: children.map((other, at) => (at === index ? copied : other)) };
  }
  return undefined;
}

/** `options` are those validateOptions returned: core types a plugin function's options as unknown. */
export default async function docsWithRootQuickstart(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  const { rootDocPath, ...docsOptions } = options as PluginOptions & RootDocOptions;
  // Core hands each plugin back its own content, so typing it unknown here loses nothing.
  const docs = (await pluginContentDocs(context, docsOptions)) as Plugin<unknown>;
  const sourcePath = `${context.baseUrl}${rootDocPath}`;
  return {
    ...docs,
    async contentLoaded(args) {
      let copied = false;
      const addRoute = (route: RouteConfig) => {
        const withCopy = withRouteCopy(route, sourcePath, context.baseUrl);
        copied ||= withCopy !== undefined;
        args.actions.addRoute(withCopy ?? route);
      };
      await docs.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
      if (!copied)
        throw new Error(`docsWithRootQuickstart: no doc route at ${sourcePath} to show at ${context.baseUrl}`);
    },
  };
}

function validateOptions({
  options: { rootDocPath, ...docsOptions },
  validate,
}: OptionValidationContext<Options & RootDocOptions, PluginOptions & RootDocOptions>): PluginOptions & RootDocOptions {
  const validateDocs = validate as unknown as OptionValidationContext<Options, PluginOptions>['validate'];
  return { ...validateDocsOptions({ options: docsOptions, validate: validateDocs }), rootDocPath };
}

// Core's PluginModule types validateOptions as generic over any options; this one knows its own.
docsWithRootQuickstart.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
