import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readDocs } from '../../scripts/lib/docs';
import { ALL_REDIRECTS, GONE_PATHS, LEGACY_REDIRECTS, cleanPath } from '../../src/config/redirects';

const docRoutes = new Set(readDocs().map((page) => `/${page.id}`));

describe('redirect map', () => {
  test('has the eight legacy paths of the spec', () => {
    assert.deepEqual(
      LEGACY_REDIRECTS.map(({ from, to }) => `${from} -> ${to}`),
      [
        '/schema -> /schema/intro',
        '/webhooks -> /api/webhooks',
        '/creating-an-api-key -> /api/api-keys',
        '/assets -> /data/assets',
        '/versions -> /data/versions',
        '/members -> /get-started/inviting-members',
        '/support -> /get-started/help',
        '/cli-export -> /import-export/project',
      ],
    );
  });

  test('every target is a real docs route', () => {
    const broken = ALL_REDIRECTS.filter(({ to }) => !docRoutes.has(to));
    assert.deepEqual(broken, []);
  });

  test('no source is itself a page, a target, or listed twice', () => {
    const sources = ALL_REDIRECTS.map(({ from }) => from);
    assert.deepEqual(
      sources.filter((from) => docRoutes.has(from)),
      [],
    );
    assert.deepEqual(
      sources.filter((from, index) => sources.indexOf(from) !== index),
      [],
    );
    const targets = new Set(ALL_REDIRECTS.map(({ to }) => to));
    assert.deepEqual(
      sources.filter((from) => targets.has(from)),
      [],
      'a redirect chain',
    );
  });

  test('every path is clean: leading slash, no trailing slash, no extension', () => {
    for (const path of [...ALL_REDIRECTS.flatMap(({ from, to }) => [from, to]), ...GONE_PATHS]) {
      assert.match(path, /^\/[a-z0-9/-]+$/, path);
      assert.equal(cleanPath(path), path);
    }
  });

  test('obsolete paths are neither pages nor redirected', () => {
    const sources = new Set(ALL_REDIRECTS.map(({ from }) => from));
    assert.deepEqual(
      GONE_PATHS.filter((path) => docRoutes.has(path) || sources.has(path)),
      [],
    );
  });
});

describe('cleanPath', () => {
  for (const [input, expected] of [
    ['/api/webhooks.html', '/api/webhooks'],
    ['/api/webhooks/index.html', '/api/webhooks'],
    ['/api/webhooks/', '/api/webhooks'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/api/webhooks.htm', '/api/webhooks'],
    ['/html-guide', '/html-guide'],
  ]) {
    test(`${input} -> ${expected}`, () => assert.equal(cleanPath(input), expected));
  }
});
