import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { matchRoutes, parseRoutes, routeChunkUrls, withRouteScripts } from '../../src/plugins/routeScripts';

// The shape of Docusaurus's generated routes.js: a docs layout with an exact route per doc, then the catch-all.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/docs/guides', component: ComponentCreator('/docs/guides', '42a'), exact: true },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'bd5'),
    routes: [
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', '38f'),
        routes: [
          {
            path: '/docs/get-started/quickstart',
            component: ComponentCreator('/docs/get-started/quickstart', '874'),
            exact: true,
          },
          { path: '/docs/api/webhooks', component: ComponentCreator('/docs/api/webhooks', 'b2c'), exact: true },
          { path: '/docs/', component: ComponentCreator('/docs/', 'a3f'), exact: true },
        ],
      },
    ],
  },
  { path: '*', component: ComponentCreator('*') },
];
`;

const CHUNK_NAMES = {
  '/docs/guides-42a': { __comp: 'a6aa9e1f', items: [{ content: '32e932fb' }] },
  '/docs/-bd5': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
  '/docs/-38f': { __comp: 'a94703ab' },
  '/docs/get-started/quickstart-874': { __comp: '17896441', content: 'bf3a0ad2' },
  '/docs/api/webhooks-b2c': { __comp: '17896441', content: '47a3b4c6' },
  '/docs/-a3f': { __comp: '17896441', content: 'bf3a0ad2' },
};

const js = (file: string) => ({ js: [{ publicPath: `/docs/${file}` }] });
const MANIFEST = {
  entrypoints: ['main'],
  origins: {
    main: ['2580', '6909'],
    a6aa9e1f: ['a6aa9e1f'],
    '32e932fb': ['32e932fb'],
    '5e95c892': ['5e95c892'],
    aba21aa0: ['aba21aa0'],
    a94703ab: ['293', 'a94703ab'],
    '17896441': ['293', '6794', '17896441'],
    bf3a0ad2: ['2795'],
    '47a3b4c6': ['47a3b4c6'],
  },
  assets: {
    '2580': js('assets/js/runtime~main.1.js'),
    '6909': js('assets/js/main.2.js'),
    a6aa9e1f: js('assets/js/a6aa9e1f.3.js'),
    '32e932fb': js('assets/js/32e932fb.4.js'),
    '5e95c892': js('assets/js/5e95c892.5.js'),
    aba21aa0: js('assets/js/aba21aa0.6.js'),
    a94703ab: js('assets/js/a94703ab.7.js'),
    '293': js('assets/js/293.8.js'),
    '6794': js('assets/js/6794.9.js'),
    '17896441': js('assets/js/17896441.10.js'),
    '2795': js('assets/js/bf3a0ad2.11.js'),
    '47a3b4c6': js('assets/js/47a3b4c6.12.js'),
  },
};

describe('route scripts', () => {
  const routes = parseRoutes(ROUTES_JS);
  const urls = routeChunkUrls(routes, CHUNK_NAMES, MANIFEST);

  test('reads the route tree with each route keyed as in routesChunkNames.json', () => {
    assert.deepEqual(
      routes.map(({ path, component }) => [path, component]),
      [
        ['/docs/guides', '/docs/guides-42a'],
        ['/docs/', '/docs/-bd5'],
        ['*', null],
      ],
    );
  });

  test('matches the layouts, then the first exact route, as React Router does; a trailing slash matches too', () => {
    const keys = (pathname: string) => matchRoutes(routes, pathname).map(({ component }) => component);
    assert.deepEqual(keys('/docs/api/webhooks'), ['/docs/-bd5', '/docs/-38f', '/docs/api/webhooks-b2c']);
    assert.deepEqual(keys('/docs/api/webhooks/'), ['/docs/-bd5', '/docs/-38f', '/docs/api/webhooks-b2c']);
    assert.deepEqual(keys('/docs/'), ['/docs/-bd5', '/docs/-38f', '/docs/-a3f']);
    assert.deepEqual(keys('/docs/guides'), ['/docs/guides-42a']);
    assert.deepEqual(keys('/docs/guidesx'), ['/docs/-bd5', '/docs/-38f']);
    assert.deepEqual(keys('/elsewhere'), [null]);
  });

  test("a page's scripts: its routes' chunks with the chunks they need, once each, never main's own", () => {
    assert.deepEqual(urls('/docs/get-started/quickstart'), [
      '/docs/assets/js/5e95c892.5.js',
      '/docs/assets/js/aba21aa0.6.js',
      '/docs/assets/js/293.8.js',
      '/docs/assets/js/a94703ab.7.js',
      '/docs/assets/js/6794.9.js',
      '/docs/assets/js/17896441.10.js',
      '/docs/assets/js/bf3a0ad2.11.js',
    ]);
    assert.deepEqual(urls('/docs/guides'), ['/docs/assets/js/a6aa9e1f.3.js', '/docs/assets/js/32e932fb.4.js']);
    assert.deepEqual(urls('/elsewhere'), []);
  });

  test('fails the build when a route names a chunk the manifest does not have', () => {
    const names = { ...CHUNK_NAMES, '/docs/-38f': { __comp: 'ffffffff' } };
    assert.throws(() => routeChunkUrls(routes, names, MANIFEST), /ffffffff/);
  });

  test('the scripts go at the end of the body, deferred, except those the page names already', () => {
    const [a, b] = ['/docs/assets/js/a.js', '/docs/assets/js/b.js'];
    const scripts = `<script src="${a}" defer></script><script src="${b}" defer></script>`;
    assert.equal(
      withRouteScripts('<p>text<script src=/m.js defer></script>', [a, b]),
      `<p>text<script src=/m.js defer></script>${scripts}`,
    );
    assert.equal(withRouteScripts('<body><p>text</body></html>', [a, b]), `<body><p>text${scripts}</body></html>`);
    assert.equal(
      withRouteScripts(`<p>text<script src=${a} defer></script>`, [a, b]),
      `<p>text<script src=${a} defer></script><script src="${b}" defer></script>`,
    );
  });

  test('fails the build when routes.js no longer has the shape it reads', () => {
    assert.throws(() => parseRoutes('module.exports = [];'), /routes\.js/);
  });
});
