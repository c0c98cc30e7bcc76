import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import type { LoadContext, Plugin } from '@docusaurus/types';
import prefetchOncePlugin from '../../src/plugins/prefetchOnce';

const siteDir = process.cwd();
const context = { siteDir } as LoadContext;
const resolveFromSite = createRequire(path.join(siteDir, 'package.json')).resolve;

function aliasesOf(plugin: Plugin, isServer: boolean): Record<string, string> {
  const configure = plugin.configureWebpack as (
    config: object,
    isServer: boolean,
    utils: object,
    content: unknown,
  ) => { resolve?: { alias?: Record<string, string> } };
  return configure({}, isServer, {}, undefined).resolve?.alias ?? {};
}

for (const [plugin, installed] of [[prefetchOncePlugin(context), '@docusaurus/core/lib/client/prefetch.js']] as const) {
  test(`${plugin.name} replaces exactly the installed ${installed} in the client bundle, with a file of ours`, () => {
    const aliases = aliasesOf(plugin, false);
    assert.deepEqual(Object.keys(aliases), [`${resolveFromSite(installed)}$`]);
    const standIn = Object.values(aliases)[0];
    assert.ok(standIn.startsWith(path.join(siteDir, 'src/plugins/')), standIn);
    assert.ok(existsSync(standIn), standIn);
  });

  test(`${plugin.name} leaves the server build, and so the pre-rendered HTML, alone`, () => {
    assert.deepEqual(aliasesOf(plugin, true), {});
  });
}
