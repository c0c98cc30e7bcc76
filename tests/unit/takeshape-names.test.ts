/**
 * Every TakeShape name a page uses (resolvers, operations, types, directives, template variables, CLI commands and
 * flags), in prose and in examples, is defined by the sample project, by @takeshape/schema, by the page itself or by
 * an entry of tests/fixtures/takeshape-names.yml that gives its source. TAKESHAPE_NAMES_DETAIL=1 prints where each
 * name was found; TAKESHAPE_NAMES_REPORT=FILE writes the undefined names and that detail as Markdown.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import { readDocs, readGuides } from '../../scripts/lib/docs';
import {
  checkPages,
  loadVocabulary,
  NAME_KINDS,
  readRegistry,
  undefinedNames,
  type CheckedUse,
  type DefinitionKind,
  type Origin,
  type RegistryEntry,
} from '../../scripts/lib/takeshape-names';
import { readPage } from '../../src/markdown/markdown';

const registry = readRegistry();
const vocabulary = loadVocabulary(registry);
const pages = [...readDocs(), ...readGuides()];
const checked = checkPages(pages, vocabulary);

const origins: (Origin | 'undefined')[] = ['sample project', '@takeshape/schema', 'registry', 'page', 'undefined'];
const originOf = (use: CheckedUse) => use.definition?.origin ?? 'undefined';
const keyOf = (use: CheckedUse) => `${use.kind}\0${use.name}`;

/** The registry's sources by family: the npm package, the repository, or the web site. */
function sourceFamily(source: string): string {
  if (source.startsWith('npm:')) return source.replace(/^(npm:(?:@[^/]+\/)?[^@]+)@.*$/, '$1');
  if (source.startsWith('https://github.com/')) return source.split('/').slice(3, 5).join('/');
  if (source.startsWith('https://')) return new URL(source).hostname;
  return source.split('/').slice(0, 2).join('/');
}

/** How the pages define their own names, with the number of names each way. */
function pageDefinitions(uses: CheckedUse[]): Map<string, number> {
  const ways = new Map<string, Set<string>>();
  for (const use of uses.filter((use) => use.definition?.origin === 'page')) {
    const where = (use.definition?.where ?? '').replace(/, (docs|guides)\/\S+$/, '');
    ways.set(where, (ways.get(where) ?? new Set()).add(keyOf(use)));
  }
  return new Map([...ways].map(([where, keys]) => [where, keys.size]));
}

function summary(uses: CheckedUse[]): string[] {
  const names = new Map<string, CheckedUse[]>();
  for (const use of uses) names.set(keyOf(use), [...(names.get(keyOf(use)) ?? []), use]);
  const undefinedCount = [...names.values()].filter((list) => list.some((use) => !use.definition)).length;
  const lines = [
    `TakeShape names: ${names.size} names checked in ${uses.length} uses on ${new Set(uses.map((use) => use.file)).size} pages; ` +
      `${undefinedCount} names (${uses.filter((use) => !use.definition).length} uses) defined nowhere`,
    `  ${'kind'.padEnd(18)}${'names'.padStart(6)}${'uses'.padStart(6)}  where found (names/uses)`,
  ];
  for (const kind of NAME_KINDS) {
    const ofKind = uses.filter((use) => use.kind === kind);
    if (ofKind.length === 0) continue;
    const found = origins
      .map((origin) => {
        const withOrigin = ofKind.filter((use) => originOf(use) === origin);
        return withOrigin.length === 0 ? '' : `${origin} ${new Set(withOrigin.map(keyOf)).size}/${withOrigin.length}`;
      })
      .filter((text) => text !== '');
    const distinct = new Set(ofKind.map(keyOf)).size;
    lines.push(
      `  ${kind.padEnd(18)}${String(distinct).padStart(6)}${String(ofKind.length).padStart(6)}  ${found.join(', ')}`,
    );
  }
  const families = new Map<string, Set<string>>();
  for (const use of uses.filter((use) => use.definition?.origin === 'registry')) {
    const family = sourceFamily(use.definition?.where ?? '');
    families.set(family, (families.get(family) ?? new Set()).add(keyOf(use)));
  }
  lines.push(
    `  registry sources: ${[...families].map(([family, keys]) => `${family} ${keys.size}`).join(', ')}`,
    `  defined by the page: ${[...pageDefinitions(uses)].map(([where, count]) => `${where} ${count}`).join(', ')}`,
  );
  return lines;
}

/** Each name with what defines it and the pages and lines where it was found. */
function detail(uses: CheckedUse[]): string[] {
  const names = new Map<string, CheckedUse[]>();
  for (const use of uses) names.set(keyOf(use), [...(names.get(keyOf(use)) ?? []), use]);
  return [...names.values()]
    .sort((a, b) => a[0].kind.localeCompare(b[0].kind) || a[0].name.localeCompare(b[0].name))
    .map((list) => {
      const definitions = [
        ...new Set(
          list.map((use) => (use.definition ? `${use.definition.origin}: ${use.definition.where}` : 'UNDEFINED')),
        ),
      ];
      const places = list.map((use) => `${use.file}:${use.line}`);
      const shown = places.length > 4 ? [...places.slice(0, 4), `and ${places.length - 4} more`] : places;
      return `${list[0].kind} ${list[0].name} — ${definitions.join('; ')} — ${shown.join(', ')}`;
    });
}

function writeReport(file: string, uses: CheckedUse[]): void {
  const missing = uses.filter((use) => !use.definition);
  const text = [
    '# TakeShape names no source defines',
    '',
    'Written by `tests/unit/takeshape-names.test.ts` (`TAKESHAPE_NAMES_REPORT`). Each name below is used by a page but',
    'defined by neither the sample project, @takeshape/schema, the page itself nor `tests/fixtures/takeshape-names.yml`.',
    'Remove or correct the name, or add a registry entry with a source and the line of it that shows the name. A block',
    'that shows a mistake on purpose says `mistake` in its fence.',
    '',
    `${new Set(missing.map(keyOf)).size} names, ${missing.length} uses:`,
    '',
    '| Page | Line | Kind | Name | In |',
    '| --- | --- | --- | --- | --- |',
    ...missing.map((use) => `| ${use.file} | ${use.line} | ${use.kind} | \`${use.name}\` | ${use.in} |`),
    '',
    '## Summary',
    '',
    '```text',
    ...summary(uses),
    '```',
    '',
    '## Every name and where it was found',
    '',
    ...detail(uses).map((line) => `- ${line}`),
    '',
  ].join('\n');
  writeFileSync(file, text);
}

describe('every TakeShape name a page uses is defined', () => {
  for (const page of pages) {
    test(page.file, () => {
      const problems = undefinedNames(checked.filter((use) => use.file === page.file));
      assert.equal(problems.length, 0, `\n${problems.join('\n')}`);
    });
  }

  after(() => {
    console.log(summary(checked).join('\n'));
    const used = new Set(checked.map((use) => use.definition?.entry));
    const unused = registry.filter((entry) => !used.has(entry.name)).map((entry) => entry.name);
    if (unused.length > 0) console.log(`  registry entries no page uses now: ${unused.join(', ')}`);
    if (process.env.TAKESHAPE_NAMES_DETAIL) console.log(detail(checked).join('\n'));
    if (process.env.TAKESHAPE_NAMES_REPORT) writeReport(process.env.TAKESHAPE_NAMES_REPORT, checked);
  });
});

const definitionKinds: DefinitionKind[] = [...NAME_KINDS, 'schema keyword', 'permission', 'third-party'];

/** An https URL, `owner/repo/path` of a public repository, or `npm:package@version:path`. */
function isSourceReference(source: string): boolean {
  if (source.startsWith('https://')) return URL.canParse(source) && new URL(source).hostname.includes('.');
  if (source.startsWith('npm:')) return /^npm:(@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+[\w.-]*:[^\s:]+$/.test(source);
  return /^[A-Za-z0-9][\w.-]*\/[\w.-]+\/[^\s]+$/.test(source) && !source.includes('//');
}

/** The part of a name its source line must show: `login` of `takeshape login`, `from` of `--from`, `args` of `$args`. */
const coreOf = (name: string) => (name.split(' ').pop() ?? name).replace(/^(--?|\$|@)/, '');

function entryProblems(entry: RegistryEntry, index: number): string[] {
  const where = `entry ${index + 1} (${String(entry.name)})`;
  const problems: string[] = [];
  if (typeof entry.name !== 'string' || entry.name.trim() === '') problems.push(`${where}: no name`);
  if (!definitionKinds.includes(entry.kind))
    problems.push(`${where}: kind ${String(entry.kind)} is not one of ${definitionKinds.join(', ')}`);
  if (typeof entry.source !== 'string' || !isSourceReference(entry.source)) {
    problems.push(
      `${where}: source ${String(entry.source)} is not an https URL, owner/repo/path or npm:package@version:path`,
    );
  }
  if (
    typeof entry.line !== 'string' ||
    entry.line.trim() === '' ||
    entry.line.includes('\n') ||
    entry.line.length > 200
  ) {
    problems.push(`${where}: line must be the one short source line (at most 200 characters) that shows the name`);
  } else if (typeof entry.name === 'string' && !entry.line.includes(coreOf(entry.name))) {
    problems.push(`${where}: line does not show ${coreOf(entry.name)}`);
  }
  return problems;
}

describe('the registry of names', () => {
  test('each entry has a name, a kind, a source and the line of the source that shows the name', () => {
    assert.deepEqual(registry.flatMap(entryProblems), []);
  });

  test('each name is listed once', () => {
    const names = registry.map((entry) => entry.name);
    assert.deepEqual(
      names.filter((name, index) => names.indexOf(name) !== index),
      [],
    );
  });

  test('no entry repeats a name the sample project or @takeshape/schema defines', () => {
    const withoutRegistry = loadVocabulary([]);
    const repeated = registry.filter((entry) =>
      withoutRegistry.definitions.get(entry.name)?.some((definition) => definition.kind === entry.kind),
    );
    assert.deepEqual(
      repeated.map((entry) => entry.name),
      [],
    );
  });
});

/** A page of its own, checked alone against the real vocabulary. */
function checkSource(file: string, source: string): CheckedUse[] {
  return checkPages([{ file, ...readPage(source, file) }], vocabulary);
}

describe('the check itself', () => {
  const fake = [
    '---', // 1
    'title: Fake',
    'keywords: [$resultsByKey]', // 3
    '---',
    '',
    'Fetch it with the `takeshape:fetch` resolver and read `$resultsByKey.product`.', // 6
    '',
    'Run `takeshape publish --force`, then query `getProductz` and read `TSChatReply`.', // 8
    '',
    '```json',
    '{',
    '  "resolver": { "name": "takeshape:fetch", "service": "takeshape:local", "shapeName": "Product" },', // 12
    '  "args": { "ops": [{ "path": "sku", "mapping": [["uppercase", {}]] }] },', // 13
    '  "schema": { "properties": { "stock": { "@cached": true } } }', // 14
    '}',
    '```',
    '',
    '```graphql',
    'query {', // 19
    '  getProductz { name }', // 20
    '}',
    '```',
  ].join('\n');

  test('invented names fail, each naming the page and the line', () => {
    const failures = undefinedNames(checkSource('docs/fake.md', fake)).map((failure) => failure.split(' (in ')[0]);
    assert.deepEqual(failures.sort(), [
      'docs/fake.md:12: resolver takeshape:fetch',
      'docs/fake.md:13: directive uppercase',
      'docs/fake.md:14: directive @cached',
      'docs/fake.md:20: operation getProductz',
      'docs/fake.md:3: template variable $resultsByKey',
      'docs/fake.md:6: resolver takeshape:fetch',
      'docs/fake.md:6: template variable $resultsByKey',
      'docs/fake.md:8: cli command takeshape publish',
      'docs/fake.md:8: cli flag takeshape --force',
      'docs/fake.md:8: operation getProductz',
      'docs/fake.md:8: type TSChatReply',
    ]);
  });

  test("the page's own names, GraphQL variables, environment variables and other programs' flags pass", () => {
    const own = [
      '---',
      'title: Own',
      '---',
      '',
      '```json title="queries"',
      '{ "getWarehouseStock": { "shape": "Stock", "resolver": { "name": "rest:get", "service": "warehouse", "path": "/stock" } } }',
      '```',
      '',
      '```graphql',
      'query ($where: TSWhereProductInput) { getProductList(where: $where) { items { name } } }',
      '```',
      '',
      '```bash',
      'curl --fail "$TAKESHAPE_ENDPOINT" && npx takeshape import --schema --from schema.json',
      '```',
      '',
      'Call `getWarehouseStock`, pass `$where`, set `$TAKESHAPE_ENDPOINT`, add `--fail` and read `$source.sku`.',
    ].join('\n');
    const uses = checkSource('docs/own.md', own);
    assert.deepEqual(undefinedNames(uses), []);
    const names = uses.map((use) => `${use.kind} ${use.name}: ${use.definition?.origin}`);
    for (const expected of [
      'operation getWarehouseStock: page',
      'operation getProductList: sample project',
      'type TSWhereProductInput: sample project',
      'template variable $source: sample project',
      'cli command takeshape import: registry',
      'cli flag --fail: page',
    ]) {
      assert.ok(names.includes(expected), `${expected} in ${names.join(', ')}`);
    }
    assert.ok(!names.some((name) => /\$where|\$TAKESHAPE_ENDPOINT/.test(name)), names.join(', '));
  });

  test('a block whose fence says mistake shows a mistake on purpose and is not checked', () => {
    const page = ['---', 'title: Mistake', '---', '', '```json mistake', '{ "@maping": "x" }', '```'].join('\n');
    assert.deepEqual(undefinedNames(checkSource('docs/mistake.md', page)), []);
  });
});
