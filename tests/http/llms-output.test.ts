/** Checks the Markdown corpus of the production build: run `CI=true npm run build` first. */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { readDocs, readGuides, REPO_ROOT } from '../../scripts/lib/docs';

const BUILD_DIR = path.join(REPO_ROOT, 'build');
const DOCS_URL = 'https://app.takeshape.io/docs';
const AREAS = ['Get started', 'API', 'Data', 'Schema', 'Services', 'AI', 'Import & export', 'Reference', 'Optional'];
const CODE_SPAN = /(`+)[^`]+?\1/g;
const REFERENCE = ['major-concepts', 'project-settings', 'roles-permissions', 'account-management', 'cli', 'glossary'];

interface LlmsTxt {
  title: string;
  summary: string;
  sections: { heading: string; entries: { title: string; url: string; description: string }[] }[];
}

/** Parses llms.txt by the llmstxt.org format, failing on any line that does not fit it. */
function parseLlmsTxt(text: string): LlmsTxt {
  const lines = text.split('\n');
  assert.match(lines[0], /^# \S/, 'the first line is not an H1');
  const summary = lines.slice(1).find((line) => line.trim()) ?? '';
  assert.match(summary, /^> \S/, 'the first line after the H1 is not a > summary');
  const result: LlmsTxt = { title: lines[0].slice(2), summary: summary.slice(2), sections: [] };
  for (const line of lines.slice(lines.indexOf(summary) + 1)) {
    if (line.startsWith('## ')) {
      result.sections.push({ heading: line.slice(3), entries: [] });
    } else if (result.sections.length) {
      if (!line.trim()) continue;
      const entry = line.match(/^- \[((?:[^\]\\]|\\.)+)\]\((https:\/\/[^)\s]+)\): (\S.*)$/);
      assert.ok(entry, `not a list item of the form "- [title](url): description": ${line}`);
      result.sections.at(-1)!.entries.push({ title: entry[1], url: entry[2], description: entry[3] });
    } else {
      assert.doesNotMatch(line, /^#/, `a heading before the first section: ${line}`);
    }
  }
  return result;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The lines of a Markdown file that are outside code blocks (blockquote markers removed). */
function proseLines(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').filter((raw) => {
    const line = raw.replace(/^(>\s?)+/, '');
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (fence) {
      if (marker && marker.startsWith(fence) && !line.trim().replace(/[`~]/g, '')) fence = null;
      return false;
    }
    if (marker) {
      fence = marker;
      return false;
    }
    return true;
  });
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
const read = (file: string) => readFileSync(path.join(BUILD_DIR, file), 'utf8');
const docs = readDocs();
const guides = readGuides();

/** The parsed llms.txt and the build's Markdown files; every test fails with this message when there is no build. */
function corpus(): { llms: LlmsTxt; files: string[] } {
  assert.ok(
    existsSync(path.join(BUILD_DIR, 'llms.txt')),
    'build/llms.txt is missing: run `CI=true npm run build` first',
  );
  return { llms: parseLlmsTxt(read('llms.txt')), files: markdownFiles(BUILD_DIR) };
}

describe('Markdown corpus in the build', () => {
  test('llms.txt has the title, a summary and one section per area, in sidebar order', () => {
    const { llms } = corpus();
    assert.equal(llms.title, 'TakeShape Docs');
    assert.ok(llms.summary.length > 40);
    assert.deepEqual(
      llms.sections.map((section) => section.heading),
      AREAS,
    );
    const reference = llms.sections.find((section) => section.heading === 'Reference')!;
    assert.deepEqual(
      reference.entries.map((entry) => entry.url),
      REFERENCE.map((route) => `${DOCS_URL}/${route}.md`),
    );
  });

  test('llms.txt lists every docs page once and every guide under Optional', () => {
    const { llms } = corpus();
    const docEntries = llms.sections
      .filter((section) => section.heading !== 'Optional')
      .flatMap((section) => section.entries);
    const guideEntries = llms.sections.find((section) => section.heading === 'Optional')!.entries;
    assert.equal(docEntries.length, docs.length);
    assert.equal(docs.length, 94);
    assert.equal(guideEntries.length, guides.length);
    assert.deepEqual(
      docEntries.map((entry) => entry.url).sort(),
      docs.map((page) => `${DOCS_URL}/${page.id}.md`).sort(),
    );
    for (const entry of [...docEntries, ...guideEntries]) {
      const file = entry.url.slice(DOCS_URL.length + 1);
      assert.ok(existsSync(path.join(BUILD_DIR, file)), `${entry.url} has no file in the build`);
    }
  });

  test('every docs page and every guide has its Markdown file with front matter and an H1', () => {
    corpus();
    const routes = [
      ...docs.map((page) => page.id),
      ...guides.map((page) => `guides/${String(page.frontMatter.slug ?? page.id)}`),
    ];
    for (const route of routes) {
      const file = `${route}.md`;
      assert.ok(existsSync(path.join(BUILD_DIR, file)), `build/${file} is missing`);
      const text = read(file);
      assert.match(
        text,
        new RegExp(`^---\\ntitle: .+\\ndescription: .+\\nurl: ${DOCS_URL}/${route}\\n---\\n\\n# .+\\n\\n\\S`),
        file,
      );
    }
  });

  test('llms-full.txt holds every page, separated by ---, and llms-pages.json lists them, guides last', () => {
    corpus();
    const full = read('llms-full.txt');
    const manifest = JSON.parse(read('llms-pages.json')) as { path: string; md: string; area: string }[];
    assert.equal(manifest.length, docs.length + guides.length);
    assert.equal(full.split(/\n---\n\n(?=# )/).length, manifest.length);
    assert.equal(manifest.filter((page) => page.area === 'guides').length, guides.length);
    assert.ok(
      manifest.slice(-guides.length).every((page) => page.area === 'guides'),
      'guides are not last',
    );
    for (const page of manifest) {
      assert.equal(page.md, `${page.path.replace(/^\/docs\//, '')}.md`);
      assert.ok(full.includes(`URL: https://app.takeshape.io${page.path}\n`), page.path);
    }
  });

  test('no Markdown file holds import lines, JSX, directives, admonition fences or relative .md links', () => {
    const { files } = corpus();
    assert.ok(files.length >= docs.length + guides.length);
    for (const file of files) {
      const prose = proseLines(readFileSync(file, 'utf8')).map((line) => line.replace(CODE_SPAN, '`…`'));
      const name = path.relative(BUILD_DIR, file);
      for (const line of prose) {
        assert.doesNotMatch(line, /^(import|export) /, `${name}: ${line}`);
        assert.doesNotMatch(line, /<[A-Z][A-Za-z]*[\s/>]/, `${name}: ${line}`);
        assert.doesNotMatch(line, /::schema-properties|^:::/, `${name}: ${line}`);
        assert.doesNotMatch(line, /\]\((?!https?:|mailto:|#)[^)]*\.mdx?(#[^)]*)?\)/, `${name}: ${line}`);
      }
    }
  });

  test('every link into the docs points at a page or file of the build', () => {
    const { files } = corpus();
    const link = new RegExp(`\\]\\(${DOCS_URL.replace(/\./g, '\\.')}/([^)#\\s]*)`, 'g');
    for (const file of files) {
      for (const line of proseLines(readFileSync(file, 'utf8'))) {
        for (const [, target] of line.matchAll(link)) {
          const built = [`${target}.html`, `${target}/index.html`, target].some((candidate) =>
            isFile(path.join(BUILD_DIR, candidate)),
          );
          assert.ok(built, `${path.relative(BUILD_DIR, file)}: ${target}`);
        }
      }
    }
  });
});
