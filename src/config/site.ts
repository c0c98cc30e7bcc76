import { version } from '../../package.json';

/** Constants of the site that more than one module reads. */
export const SITE = {
  title: 'TakeShape Docs',
  tagline: 'Build one GraphQL API over your content, commerce and AI services.',
  url: 'https://app.takeshape.io',
  baseUrl: '/docs/',
  // package.json holds the version; the bundler keeps only this field of it, and only where SITE is used.
  version,
  frameworkVersion: '3.7.0',
  locale: 'en',
} as const;

/** Where the docs and guides plugins mount their routes, relative to baseUrl. */
export const ROUTES = {
  docsBase: '/',
  guidesBase: 'guides',
  search: 'search',
  quickstart: 'get-started/quickstart',
} as const;

/** The docs MCP server: its name in editors' configs, and its Streamable HTTP endpoint under the base URL. */
export const MCP_SERVER = { name: 'takeshape-docs', route: 'mcp' } as const;

/** Width under which the navbar collapses into the mobile sidebar (the theme's own breakpoint). */
export const DESKTOP_BREAKPOINT_PX = 996;
