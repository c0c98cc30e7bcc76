/**
 * How the site and its search grow with pages. Builds, in temporary folders, the real site and sites of 1,000 and N
 * pages: ours plus copies of our docs under new slugs, with their words varied so that the vocabulary grows as a larger
 * site's would. For each, and for the existing build/, it reports build and index times, main.js gzip (which holds
 * Docusaurus's route registry), build sizes and the bytes a reader receives before the first search results.
 * Usage: npm run bench:scale [-- --pages N] [-- --only-largest]   (default 5000; builds the real site, 1,000 and N
 * pages, or with --only-largest N pages alone, which saves two builds)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { admonitionTitleToDirectiveLabel } from '@docusaurus/utils';
import type { Definition, Image, Link, Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { SEARCH_CONFIG } from '../../src/config/search';
import { ADMONITION_KEYWORDS } from '../../src/markdown/markdown';
import { DICTIONARY_DIR, FIRST_LETTER_SHARD, MIN_TYPO_WORD, wordsOf } from '../../src/search/typoDictionary';
import { launchChromium, percentile, serveBuild } from '../lib/bench';
import { REPO_ROOT, readDocs, readGuides } from '../lib/docs';
import { bytesToFirstResults, type WireBytes } from './bytes';
import { engineOfBuild } from './engine';
import { BYTES_QUERIES, kib } from './report';

/** The page the queries are typed on, as in the search bench. */
const DOC_PAGE = 'get-started/quickstart';
const SMALLER_SITE = 1000;
const TARGET_BYTES = 300 * 1024;
/**
 * What `npm run build` reads, where present: src/explorer imports examples/, i18n/ is optional, and the postbuild step
 * (scripts/postbuild.ts) imports server/, which imports mcp/.
 */
const SITE_FILES = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
  'src',
  'static',
  'docs',
  'guides',
  'examples',
  'i18n',
  'scripts',
  'server',
  'mcp',
];
/** Share of a page's distinct words replaced; words on at least COMMON_SHARE of our pages are always kept. */
const REPLACED_SHARE = 0.3;
const COMMON_SHARE = 0.1;
/** Heaps' law exponent: a site n times larger has about n^β times the distinct words. */
const HEAPS_BETA = 0.5;
const PRODUCT_SEED = 1_000_000;
/** Words the variation touches: capitalised or lowercase, four letters or more; entities are matched to skip them. */
const WORD = /&#?\w+;|\b[A-Za-z][a-z]{3,}\b/g;
/** A URL with a scheme, a site path or an anchor alone: not a file of the docs tree. */
const NOT_A_FILE = /^([a-z][a-z0-9+.-]*:|\/|#)/i;

// ---- Synthetic pages (pure) ----

/** mulberry32: a small deterministic generator, so that every run builds the same site. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so that a word's fate on a page does not depend on the order words are met. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

const ONSETS = 'b br c ch d dr f g gr k l m n p pl r s st t v'.split(' ');
// Repeats make plain vowels and open syllables the more frequent, as in English.
const VOWELS = 'a e i o u a e i o ai ea io'.split(' ');
const CODAS = ['', '', '', '', ...'n r l s x nd st rt'.split(' ')];
/** YAML reads these as booleans or null, which a front matter title must not become. */
const YAML_WORDS = new Set(['false', 'true', 'null']);

/** The word at `index` of the generated lexicon: two or three syllables, five to about ten letters. */
export function lexiconWord(index: number): string {
  for (let attempt = 0; ; attempt++) {
    const random = seededRandom(Math.imul(index, 2654435761) + attempt);
    const pick = (list: string[]) => list[Math.floor(random() * list.length)];
    const syllables = random() < 0.6 ? 2 : 3;
    const word = Array.from({ length: syllables }, () => pick(ONSETS) + pick(VOWELS) + pick(CODAS)).join('');
    if (word.length >= 5 && !YAML_WORDS.has(word)) return word;
  }
}

const capitalise = (word: string) => word[0].toUpperCase() + word.slice(1);

export interface Variation {
  /** Seed of the page's choices: each page of each copy has its own wording. */
  seed: number;
  /** How many generated words the site draws from, so that its vocabulary grows as Heaps' law has it. */
  lexiconSize: number;
  /** Lowercase words on many of our pages (project, query, which): a larger site keeps using them. */
  common: ReadonlySet<string>;
  /** The product name that replaces "TakeShape" in the copy. */
  product: string;
}

/** The generator of the replacement of `key` (a lowercase word) on a page, or undefined when the page keeps it. */
function replacementDraw(key: string, { seed, common }: Pick<Variation, 'seed' | 'common'>) {
  if (common.has(key)) return undefined;
  const random = seededRandom(hashOf(key) ^ seed);
  return random() < REPLACED_SHARE ? random : undefined;
}

/** The page's wording of `text`: about REPLACED_SHARE of its rarer words swapped, each the same way throughout. */
export function varyWords(text: string, variation: Variation): string {
  return text
    .replace(WORD, (word) => {
      const key = word.toLowerCase();
      const random = word.startsWith('&') ? undefined : replacementDraw(key, variation);
      if (!random) return word;
      const replacement = lexiconWord(Math.floor(random() * variation.lexiconSize));
      return word === key ? replacement : capitalise(replacement);
    })
    .replace(/\bTakeShape\b/g, variation.product);
}

/**
 * The lexicon size L from which `draws` uniform draws give about `target` distinct words: L(1 - e^(-draws/L)) =
 * target, found by bisection. With as many draws as words wanted or fewer, every draw has to be a new word.
 */
export function lexiconSizeFor(draws: number, target: number): number {
  const unbounded = 2 ** 31;
  if (target >= draws) return unbounded;
  const distinct = (size: number) => size * (1 - Math.exp(-draws / size));
  let [low, high] = [target, unbounded];
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (distinct(middle) < target) low = middle;
    else high = middle;
  }
  return Math.max(1, Math.round(high));
}

/** An id or slug would route the copy to its original's URL; title, description and keywords are varied. */
export function copiedFrontMatter(yaml: string, variation: Variation): string {
  return yaml
    .split('\n')
    .filter((line) => !/^(id|slug):/.test(line))
    .map((line) =>
      line.replace(/^(title|description|keywords):(.*)$/, (_, key, value) => `${key}:${varyWords(value, variation)}`),
    )
    .join('\n');
}

export interface Template {
  /** Path under docs/, e.g. `api/webhooks.md`. */
  rel: string;
  source: string;
  tree: Root;
}

export interface Copy {
  /** The copy's folder under docs/, e.g. `synthetic-001`. */
  dir: string;
  /** Paths under docs/ of the pages this copy holds: links to any other file go to the original. */
  pages: ReadonlySet<string>;
  variation: Omit<Variation, 'seed'>;
}

/** Each page of each copy draws its own replacements. */
const seedOf = (copy: Copy, template: Template) => hashOf(`${copy.dir}/${template.rel}`);

interface Edit {
  start: number;
  end: number;
  text: string;
}

const rangeOf = (node: Nodes) => ({ start: node.position?.start.offset ?? 0, end: node.position?.end.offset ?? 0 });

/** A relative link stays as it is when the copy holds its target, else it points to the original file. */
function linkEdit(node: Link | Image | Definition, template: Template, copy: Copy): Edit | undefined {
  const cut = node.url.search(/[#?]/);
  const target = cut < 0 ? node.url : node.url.slice(0, cut);
  if (!target || NOT_A_FILE.test(node.url)) return undefined;
  const original = path.posix.normalize(path.posix.join(path.posix.dirname(template.rel), target));
  if (copy.pages.has(original)) return undefined;
  const { start, end } = rangeOf(node);
  const at = template.source.lastIndexOf(node.url, end - node.url.length);
  if (at < start) throw new Error(`${template.rel}: the link ${node.url} is not in its source as written`);
  const from = path.posix.dirname(`${copy.dir}/${template.rel}`);
  const suffix = cut < 0 ? '' : node.url.slice(cut);
  return { start: at, end: at + node.url.length, text: path.posix.relative(from, original) + suffix };
}

/**
 * The source of `template` as a page of `copy`: words of its text and front matter varied, links kept valid. Headings
 * keep their words, since their anchors are what `page.md#anchor` links point to, and a bare URL is its own text.
 */
export function syntheticPage(template: Template, copy: Copy): string {
  const { source, tree } = template;
  const variation = { ...copy.variation, seed: seedOf(copy, template) };
  const kept: { start: number; end: number }[] = [];
  visit(tree, (node) => {
    const range = rangeOf(node);
    if (node.type === 'heading' || (node.type === 'link' && source[range.start] !== '[')) kept.push(range);
  });
  const inKept = (offset: number) => kept.some(({ start, end }) => offset >= start && offset < end);
  const edits: Edit[] = [];
  visit(tree, (node) => {
    const { start, end } = rangeOf(node);
    if (node.type === 'yaml') edits.push({ start, end, text: copiedFrontMatter(source.slice(start, end), variation) });
    if (node.type === 'text' && !inKept(start))
      edits.push({ start, end, text: varyWords(source.slice(start, end), variation) });
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const edit = linkEdit(node, template, copy);
      if (edit) edits.push(edit);
    }
  });
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end, text: replacement }) => text.slice(0, start) + replacement + text.slice(end), source);
}

// ---- Building a site ----

interface Corpus {
  templates: Template[];
  /** The distinct lowercase words of each template's text, by rel. */
  words: Map<string, string[]>;
  /** Pages of the real site that the index holds: docs and guides. */
  realPages: number;
  common: Set<string>;
  /** Distinct words of four letters or more in the real pages' sources, as the typo dictionary counts them. */
  vocabulary: number;
  skipped: string[];
}

function readCorpus(): Corpus {
  const docs = readDocs();
  const guides = readGuides();
  const skipped: string[] = [];
  const templates = docs.flatMap((page) => {
    // The tree's offsets are those of the source only when the build's admonition rewrite leaves it unchanged.
    if (admonitionTitleToDirectiveLabel(page.source, ADMONITION_KEYWORDS) !== page.source) {
      skipped.push(`${page.file} (admonition titles move the parser's offsets)`);
      return [];
    }
    return [{ rel: path.relative('docs', page.file).split(path.sep).join('/'), source: page.source, tree: page.tree }];
  });
  const words = new Map<string, string[]>();
  const pagesWith = new Map<string, number>();
  for (const { rel, tree } of templates) {
    const found = new Set<string>();
    visit(tree, 'text', (node) => {
      for (const word of node.value.match(WORD) ?? []) found.add(word.toLowerCase());
    });
    words.set(rel, [...found]);
    for (const word of found) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
  }
  const common = new Set(
    [...pagesWith].filter(([, pages]) => pages >= COMMON_SHARE * templates.length).map(([word]) => word),
  );
  const vocabulary = new Set(
    [...docs, ...guides].flatMap(({ source }) => wordsOf(source)).filter((word) => word.length >= MIN_TYPO_WORD),
  ).size;
  return { templates, words, realPages: docs.length + guides.length, common, vocabulary, skipped };
}

/**
 * Writes copies of the templates under docs/synthetic-NNN/ until the site has `pages` pages, with a lexicon sized so
 * that the site has about vocabulary × (pages / real pages)^β distinct words.
 */
function writeSyntheticDocs(siteDir: string, corpus: Corpus, pages: number): string {
  const copies: Copy[] = [];
  const chosenOf = new Map<Copy, Template[]>();
  for (let written = 0; written < pages - corpus.realPages;) {
    const chosen = corpus.templates.slice(0, pages - corpus.realPages - written);
    const number = copies.length + 1;
    const variation = {
      lexiconSize: 0,
      common: corpus.common,
      product: capitalise(lexiconWord(PRODUCT_SEED + number)),
    };
    const copy = {
      dir: `synthetic-${String(number).padStart(3, '0')}`,
      pages: new Set(chosen.map((t) => t.rel)),
      variation,
    };
    copies.push(copy);
    chosenOf.set(copy, chosen);
    written += chosen.length;
  }
  // A replacement is drawn once for each distinct word a page replaces.
  let draws = 0;
  for (const copy of copies)
    for (const template of chosenOf.get(copy) ?? []) {
      const variation = { ...copy.variation, seed: seedOf(copy, template) };
      draws += (corpus.words.get(template.rel) ?? []).filter((key) => replacementDraw(key, variation)).length;
    }
  const target = Math.round(corpus.vocabulary * ((pages / corpus.realPages) ** HEAPS_BETA - 1));
  const lexiconSize = lexiconSizeFor(draws, target);
  for (const copy of copies) {
    copy.variation.lexiconSize = lexiconSize;
    for (const template of chosenOf.get(copy) ?? []) {
      const file = path.join(siteDir, 'docs', copy.dir, template.rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, syntheticPage(template, copy));
    }
  }
  return copies.length
    ? `${copies.length} copies of the docs, ${draws} word replacements drawn from ${lexiconSize} generated words ` +
        `(about ${target} new words wanted)`
    : 'the real site as it is';
}

// ---- Measuring a build ----

interface Row {
  site: string;
  /** Pages in the search index. */
  pages: number;
  routes: number;
  buildS?: number;
  postbuildS?: number;
  indexS?: number;
  words: number;
  mainRaw: number;
  mainGzip: number;
  /** The build folder without, then with, the precompressed .br and .gz copies. */
  buildBytes: number;
  servedBytes: number;
  pagefindBytes: number;
  pagefindFiles: number;
  /** Bytes over the wire before the first results, and requests, one per query of BYTES_QUERIES. */
  wire: WireBytes[];
}

function filesUnder(dir: string): { file: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, bytes: statSync(file).size };
    });
}

const sum = (files: { bytes: number }[]) => files.reduce((total, { bytes }) => total + bytes, 0);
const uncompressed = (files: { file: string; bytes: number }[]) => files.filter(({ file }) => !/\.(br|gz)$/.test(file));

async function wireBytes(dir: string): Promise<WireBytes[]> {
  const server = await serveBuild(dir);
  const browser = await launchChromium();
  try {
    const engine = engineOfBuild(dir);
    const wire: WireBytes[] = [];
    for (const query of BYTES_QUERIES)
      wire.push(await bytesToFirstResults(browser, `${server.baseUrl}${DOC_PAGE}`, engine, query));
    return wire;
  } finally {
    await browser.close();
    server.close();
  }
}

/** The figures of a finished build folder (after postbuild). */
async function measure(site: string, dir: string, times: Pick<Row, 'buildS' | 'postbuildS' | 'indexS'>): Promise<Row> {
  const jsDir = path.join(dir, 'assets', 'js');
  const main = readdirSync(jsDir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!main) throw new Error(`${site}: no main.*.js in ${jsDir}`);
  const mainJs = readFileSync(path.join(jsDir, main));
  // One leaf route (exact) per page and list in the registry; the minifier writes true as !0.
  const routes = mainJs.toString().match(/\bexact:(!0|true)/g)?.length ?? 0;
  const dictionary = path.join(dir, DICTIONARY_DIR);
  const words = readdirSync(dictionary)
    .filter((file) => file.startsWith(FIRST_LETTER_SHARD) && file.endsWith('.json'))
    .reduce((total, file) => total + JSON.parse(readFileSync(path.join(dictionary, file), 'utf8')).length, 0);
  const pagefindDir = path.join(dir, SEARCH_CONFIG.indexDir);
  const entry = JSON.parse(readFileSync(path.join(pagefindDir, 'pagefind-entry.json'), 'utf8'));
  const all = filesUnder(dir);
  const pagefind = uncompressed(filesUnder(pagefindDir));
  const row: Row = {
    site,
    pages: entry.languages.en.page_count,
    routes,
    ...times,
    words,
    mainRaw: mainJs.length,
    mainGzip: gzipSync(mainJs, { level: 9 }).length,
    buildBytes: sum(uncompressed(all)),
    servedBytes: sum(all),
    pagefindBytes: sum(pagefind),
    pagefindFiles: pagefind.length,
    wire: await wireBytes(dir),
  };
  console.log(`${site}: ${JSON.stringify({ ...row, wire: row.wire.map(({ bytes }) => bytes) })}`);
  return row;
}

/** The existing build/, copied first, since another build may replace it while it is measured. */
async function existingBuild(): Promise<Row | undefined> {
  const source = path.join(REPO_ROOT, 'build');
  const needed = ['pagefind/pagefind-entry.json', DICTIONARY_DIR, `${DOC_PAGE}/index.html`, 'assets/js'];
  if (!needed.every((file) => existsSync(path.join(source, file)))) {
    console.log(`${source} is missing or incomplete (being rebuilt?): no row for it`);
    return undefined;
  }
  const snapshot = temporaryDir('existing-build');
  try {
    cpSync(source, snapshot, { recursive: true });
    return await measure(EXISTING_BUILD, snapshot, {});
  } finally {
    removeTemporary(snapshot);
  }
}

/** Builds a site of `pages` pages from the project snapshot and measures it. */
async function builtRow(project: string, corpus: Corpus, pages: number): Promise<Row> {
  const siteDir = temporaryDir(`${pages}`);
  try {
    cpSync(project, siteDir, { recursive: true });
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
    console.log(`${pages} pages in ${siteDir}: ${writeSyntheticDocs(siteDir, corpus, pages)}`);
    // showLastUpdateTime asks git for each page's last commit, so the copy is a repository of one commit.
    writeFileSync(path.join(siteDir, '.gitignore'), 'node_modules\n.docusaurus/\nbuild/\ndeploy/\n');
    const git = ['-c', 'user.name=scale bench', '-c', 'user.email=scale@localhost', '-c', 'commit.gpgsign=false'];
    await run('git', ['init', '-q'], siteDir);
    await run('git', ['add', '-A'], siteDir);
    await run('git', [...git, 'commit', '-q', '--no-verify', '-m', 'synthetic site'], siteDir);
    const env = {
      ...process.env,
      CI: 'true',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim(),
    };
    const build = await run('npx', ['docusaurus', 'build'], siteDir, env);
    const indexMs = /search index: \d+ pages, \d+ dictionary words, (\d+) ms/.exec(build.output)?.[1];
    // postbuild precompresses path.resolve('build'): the cwd makes it the copy's.
    const postbuild = await run('npx', ['tsx', 'scripts/postbuild.ts'], siteDir, env);
    const indexS = indexMs ? Number(indexMs) / 1000 : undefined;
    const times = { buildS: build.s, postbuildS: postbuild.s, indexS };
    const site = pages === corpus.realPages ? REBUILT : `synthetic ${pages}`;
    return await measure(site, path.join(siteDir, 'build'), times);
  } finally {
    removeTemporary(siteDir);
  }
}

// ---- Report ----

const EXISTING_BUILD = 'existing build/';
const REBUILT = 'real site, rebuilt';
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const seconds = (value?: number) => (value === undefined ? '–' : `${value.toFixed(1)} s`);
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

function printTable(rows: Row[]): void {
  const header = [
    'site',
    'pages',
    'routes',
    'build',
    'postbuild',
    'index',
    'dict words',
    'main.js gzip',
    'main.js raw',
    'build size',
    'with .br/.gz',
    'pagefind',
    'bytes to first results, median (range)',
  ];
  const cells = rows.map((row) => {
    const bytes = row.wire.map((wire) => wire.bytes);
    return [
      row.site,
      String(row.pages),
      String(row.routes),
      seconds(row.buildS),
      seconds(row.postbuildS),
      seconds(row.indexS),
      String(row.words),
      kib(row.mainGzip),
      kib(row.mainRaw),
      mib(row.buildBytes),
      mib(row.servedBytes),
      `${mib(row.pagefindBytes)} (${row.pagefindFiles} files)`,
      `${kib(median(bytes))} (${kib(Math.min(...bytes))} to ${kib(Math.max(...bytes))})`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n'));
  for (const row of rows) {
    const queries = BYTES_QUERIES.map((query, index) => {
      const { bytes, requests } = row.wire[index];
      return `"${query}" ${kib(bytes)} (${requests} req)`;
    });
    console.log(`bytes per query [${row.site}]: ${queries.join(', ')}`);
  }
  // Growth between builds of the same code; the existing build/ may come from another commit.
  const built = rows.filter((row) => row.site !== EXISTING_BUILD);
  for (const [smaller, larger] of built.slice(1).map((row, index) => [built[index], row])) {
    const added = larger.pages - smaller.pages;
    const perPage = (key: 'mainGzip' | 'mainRaw' | 'routes') =>
      ((larger[key] - smaller[key]) / added).toFixed(key === 'routes' ? 2 : 0);
    const beta = Math.log(larger.words / smaller.words) / Math.log(larger.pages / smaller.pages);
    console.log(
      `route registry, ${smaller.pages} to ${larger.pages} pages: main.js grows ${perPage('mainGzip')} B gzip ` +
        `(${perPage('mainRaw')} B raw) and ${perPage('routes')} routes per added page; dictionary words grow as ` +
        `pages^${beta.toFixed(2)}`,
    );
  }
  const largest = rows[rows.length - 1];
  const bytes = largest.wire.map((wire) => wire.bytes);
  console.log(
    `target, at most ${kib(TARGET_BYTES)} before the first results at ${largest.pages} pages: ` +
      `${Math.max(...bytes) <= TARGET_BYTES ? 'met' : 'not met'} (largest ${kib(Math.max(...bytes))}, median ` +
      `${kib(median(bytes))})`,
  );
}

// ---- Run ----

const children = new Set<ChildProcess>();
const temporary = new Set<string>();

function temporaryDir(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `docs-scale-${name}-`));
  temporary.add(dir);
  return dir;
}

function removeTemporary(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  temporary.delete(dir);
}

/** Runs a command, echoing its output indented; resolves with the output and the wall time. */
function run(command: string, args: string[], cwd: string, env = process.env): Promise<{ output: string; s: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    const echo = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '    | '));
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      children.delete(child);
      const s = (performance.now() - started) / 1000;
      const tail = output.split('\n').slice(-20).join('\n');
      if (code === 0) resolve({ output, s });
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} in ${cwd} failed (${signal ?? code}) after ${s.toFixed(0)} s:\n${tail}`,
          ),
        );
    });
  });
}

/** What the build reads, copied once, so that every size builds the same code while others edit the project. */
function snapshotProject(): string {
  const project = temporaryDir('project');
  for (const file of SITE_FILES.filter((name) => existsSync(path.join(REPO_ROOT, name))))
    cpSync(path.join(REPO_ROOT, file), path.join(project, file), { recursive: true });
  return project;
}

function projectState(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--', ...SITE_FILES)
    .split('\n')
    .filter(Boolean).length;
  return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? `, ${changed} files changed in the working tree` : ''}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { pages: { type: 'string', default: '5000' }, 'only-largest': { type: 'boolean', default: false } },
  });
  const largest = Number(values.pages);
  const project = snapshotProject();
  try {
    const corpus = readCorpus();
    if (!Number.isInteger(largest) || largest <= corpus.realPages)
      throw new Error(`--pages must be a whole number above the real site's ${corpus.realPages} pages`);
    const sizes = values['only-largest']
      ? [largest]
      : [...new Set([corpus.realPages, Math.min(SMALLER_SITE, largest), largest])];
    console.log(
      `project: ${projectState()}; corpus: ${corpus.templates.length} docs pages to copy, ${corpus.vocabulary} ` +
        `distinct words of 4 letters or more (${corpus.common.size} on at least ${COMMON_SHARE * 100}% of pages, ` +
        `kept), ${corpus.realPages} pages in the real site; sizes ${sizes.join(', ')}`,
    );
    for (const skipped of corpus.skipped) console.log(`  not copied: ${skipped}`);
    const rows: Row[] = [];
    const existing = await existingBuild();
    if (existing) rows.push(existing);
    for (const pages of sizes) {
      const started = performance.now();
      rows.push(await builtRow(project, corpus, pages));
      console.log(`${pages} pages: built and measured in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    printTable(rows);
  } finally {
    removeTemporary(project);
  }
}

/** A stopped run stops its build and removes its temporary folders. */
function stop(signal: NodeJS.Signals): void {
  for (const child of children) child.kill(signal);
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

if (require.main === module) {
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
