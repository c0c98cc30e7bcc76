import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RouteConfig } from '@docusaurus/types';
import { withRouteCopy } from '../../src/plugins/docsWithRootQuickstart';

// The shape the docs plugin adds: one root route, a version route, a sidebar route, then one exact route per doc.
const quickstart: RouteConfig = {
  path: '/docs/get-started/quickstart',
  exact: true,
  component: '@theme/DocItem',
  modules: { content: '@site/docs/get-started/quickstart.md' },
  sidebar: 'docs',
};
const webhooks: RouteConfig = {
  ...quickstart,
  path: '/docs/api/webhooks',
  modules: { content: '@site/docs/api/webhooks.md' },
};
const sidebarRoute: RouteConfig = {
  path: '/docs/',
  exact: false,
  component: '@theme/DocRoot',
  routes: [webhooks, quickstart],
};
const tagsRoute: RouteConfig = { path: '/docs/tags', exact: true, component: '@theme/DocTagsListPage' };
const docsTree: RouteConfig = {
  path: '/docs/',
  exact: false,
  component: '@theme/DocsRoot',
  routes: [{ path: '/docs/', exact: false, component: '@theme/DocVersionRoot', routes: [sidebarRoute, tagsRoute] }],
};

test('the quickstart route is copied to the docs root beside it, with its content, sidebar and component', () => {
  const copied = withRouteCopy(docsTree, quickstart.path, '/docs/');
  const sidebarRoutes = copied?.routes?.[0]?.routes?.[0]?.routes;
  assert.deepEqual(sidebarRoutes, [webhooks, quickstart, { ...quickstart, path: '/docs/' }]);
  assert.deepEqual(copied?.routes?.[0]?.routes?.[1], tagsRoute);
  assert.deepEqual(docsTree.routes?.[0]?.routes?.[0]?.routes, [webhooks, quickstart], 'the input tree is not changed');
});

test('a tree without the doc route is left alone, so the plugin can fail the build naming the path', () => {
  assert.equal(withRouteCopy(docsTree, '/docs/get-started/missing', '/docs/'), undefined);
  assert.equal(withRouteCopy({ ...quickstart, exact: false, routes: [] }, quickstart.path, '/docs/'), undefined);
});
