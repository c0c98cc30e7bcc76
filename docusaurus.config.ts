import { execSync } from 'node:child_process';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { createAnalyticsConfig } from './src/config/analytics';
import codeHighlightingPlugin from './src/plugins/codeHighlighting';
import criticalCssPlugin from './src/plugins/criticalCss';
import docsWithRootQuickstart from './src/plugins/docsWithRootQuickstart';
import llmsExportPlugin from './src/plugins/llmsExport';
import prefetchOncePlugin from './src/plugins/prefetchOnce';
import providerDirectoryPlugin from './src/plugins/providerDirectory';
import searchPlugin from './src/plugins/search';
import socialCardsPlugin from './src/plugins/socialCards';
import remarkCodeTabs from './src/remark/codeTabs';
import remarkFocusableTables from './src/remark/focusableTables';
import remarkHighlightCode from './src/remark/highlightCode';
import remarkMermaidDiagrams from './src/remark/mermaidDiagrams';
import remarkSchemaTable from './src/remark/schemaTable';
import remarkTryIt from './src/remark/tryIt';
import { ANNOUNCEMENT_BAR } from './src/config/announcement';
import { FOOTER } from './src/config/footer';
import { NAVBAR_ITEMS } from './src/config/navbar';
import { ALL_REDIRECTS, CLEAN_URL_EXTENSIONS } from './src/config/redirects';
import { ROUTES, SITE } from './src/config/site';
import { SSR_TEMPLATE } from './src/config/ssrTemplate';

function gitCommit(): string | null {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

const config: Config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: SITE.url,
  baseUrl: SITE.baseUrl,
  organizationName: 'takeshape',
  projectName: 'docs',

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: { experimental_faster: true },
  ssrTemplate: SSR_TEMPLATE,

  i18n: {
    defaultLocale: SITE.locale,
    locales: [SITE.locale],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } },
  },

  markdown: { format: 'detect' },

  customFields: {
    analytics: createAnalyticsConfig({
      version: SITE.version,
      build: process.env.GIT_COMMIT || gitCommit(),
      endpoint: process.env.ANALYTICS_ENDPOINT,
    }),
  },

  clientModules: [
    './src/clientModules/cleanHtmlPath.ts',
    './src/clientModules/announcementBar.ts',
    './src/clientModules/pageView.ts',
    './src/clientModules/searchHighlight.ts',
  ],

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped so that the docs root shows the quickstart.
        docs: false,
        blog: {
          path: 'guides',
          routeBasePath: ROUTES.guidesBase,
          blogTitle: 'Guides',
          blogDescription: 'Tutorials that build real things with TakeShape, step by step.',
          blogSidebarTitle: 'All guides',
          blogSidebarCount: 20,
          postsPerPage: 20,
          showReadingTime: true,
          showLastUpdateTime: true,
          beforeDefaultRemarkPlugins: [remarkCodeTabs, remarkTryIt, remarkMermaidDiagrams],
          remarkPlugins: [remarkHighlightCode, remarkFocusableTables],
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'TakeShape Guides',
            description: 'Tutorials that build real things with TakeShape.',
            copyright: `Copyright © ${new Date().getFullYear()} TakeShape, Inc.`,
          },
        },
        theme: { customCss: './src/css/custom.css' },
        // The docs root shows the quickstart, whose own URL is the canonical one.
        sitemap: { ignorePatterns: [SITE.baseUrl] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      docsWithRootQuickstart,
      {
        routeBasePath: ROUTES.docsBase,
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        showLastUpdateTime: true,
        beforeDefaultRemarkPlugins: [remarkCodeTabs, remarkSchemaTable, remarkTryIt, remarkMermaidDiagrams],
        remarkPlugins: [remarkHighlightCode, remarkFocusableTables],
        rootDocPath: ROUTES.quickstart,
      },
    ],
    codeHighlightingPlugin,
    prefetchOncePlugin,
    searchPlugin,
    providerDirectoryPlugin,
    llmsExportPlugin,
    socialCardsPlugin,
    criticalCssPlugin,
    ['@docusaurus/plugin-client-redirects', { redirects: ALL_REDIRECTS, fromExtensions: CLEAN_URL_EXTENSIONS }],
    ['@docusaurus/plugin-ideal-image', { sizes: [320, 640, 960], disableInDev: false }],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'keywords', content: 'TakeShape, GraphQL, API mesh, headless CMS, documentation' }],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    announcementBar: ANNOUNCEMENT_BAR,
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 6 },
    navbar: {
      title: 'Docs',
      hideOnScroll: true,
      logo: { alt: 'TakeShape', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 132, height: 28 },
      items: NAVBAR_ITEMS,
    },
    footer: FOOTER,
  } satisfies Preset.ThemeConfig,
};

export default config;
