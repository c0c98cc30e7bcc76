import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { load } from 'js-yaml';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { readDocs, readGuides, type Page } from '../../scripts/lib/docs';
import { codeBlocks, headings, parseMarkdown, proseWordCount } from '../../src/markdown/markdown';

const docs = readDocs();
const guides = readGuides();
const tagIds = new Set(Object.keys(load(readFileSync('guides/tags.yml', 'utf8')) as Record<string, unknown>));

/** Headings of level 2 whose text starts with `prefix`. */
const hasSection = (page: Page, prefix: RegExp) =>
  headings(page.tree).some((heading) => heading.depth === 2 && prefix.test(heading.text));

/** Targets of the page's links and link definitions; images are not links. */
function linkTargets(tree: Root): { url: string; line: number }[] {
  const targets: { url: string; line: number }[] = [];
  visit(tree, ['link', 'definition'], (node) => {
    if (node.type === 'link' || node.type === 'definition')
      targets.push({ url: node.url, line: node.position?.start.line ?? 0 });
  });
  return targets;
}

function checkCommon(page: Page): string[] {
  const problems: string[] = [];
  const { title, description, keywords } = page.frontMatter as Record<string, unknown>;
  if (typeof title !== 'string' || title.trim() === '') problems.push('no title');
  if (typeof description !== 'string') problems.push('no description');
  else if (description.length < 80 || description.length > 160)
    problems.push(`description is ${description.length} characters, not 80-160`);
  if (!Array.isArray(keywords) || keywords.length < 3) problems.push('fewer than 3 keywords');
  const h1 = headings(page.tree).find((heading) => heading.depth === 1);
  if (h1) problems.push(`an H1 at line ${h1.line} (the title is the H1)`);
  // Screen readers navigate by heading level; axe (heading-order) fails a page whose levels skip one.
  let previousDepth = 1;
  for (const heading of headings(page.tree)) {
    if (heading.depth > previousDepth + 1) {
      problems.push(
        `heading "${heading.text}" at line ${heading.line} skips from h${previousDepth} to h${heading.depth}`,
      );
    }
    previousDepth = heading.depth;
  }
  const placeholder = page.body.match(/\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i);
  if (placeholder) problems.push(`placeholder text "${placeholder[0]}"`);
  for (const block of codeBlocks(page.source, page.file, page.tree)) {
    if (block.lang === '') problems.push(`a code block without a language at line ${block.line}`);
  }
  return problems;
}

describe('docs pages', () => {
  for (const page of docs) {
    test(page.file, () => {
      const problems = checkCommon(page);
      const words = proseWordCount(page.tree);
      if (words < 350) problems.push(`${words} words of prose, fewer than 350`);
      if (!hasSection(page, /^Related$/)) problems.push('no "## Related" section');
      for (const { url, line } of linkTargets(page.tree)) {
        if (!/^(https?:|mailto:|#)/.test(url) && !/\.mdx?(#[\w-]*)?$/.test(url)) {
          problems.push(`link to ${url} at line ${line} is not a relative file path`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }
});

/** Pages of each kind of the writing style, by doc id; each kind has its required parts. */
const HOW_TO =
  /^(get-started\/(?!help)|import-export\/|data\/(?!intro|modeling)|api\/(api-keys|webhooks|api-explorer)$|schema\/(editing|history)$)/;
const REFERENCE =
  /^(api\/(errors|where-filter|cdn)|schema\/(spec|api-ref|directives\/intro|resolvers\/(definitions|types\/.+)))$/;
const PROVIDER = /^services\/providers\//;
const CONNECTOR_SECTIONS = ['What you need', 'Service configuration', 'Example', 'Limits and troubleshooting'];

describe('page kinds', () => {
  for (const page of docs) {
    let table = false;
    visit(page.tree, (node) => {
      table ||= node.type === 'table' || (node.type === 'leafDirective' && node.name === 'schema-properties');
    });
    if (HOW_TO.test(page.id)) {
      test(`how-to ${page.file} has numbered steps and a result to check`, () => {
        let numbered = false;
        visit(page.tree, 'list', (list) => {
          numbered ||= list.ordered === true && list.start === 1;
        });
        assert.ok(numbered, 'no numbered steps');
        assert.ok(hasSection(page, /^(Check|Verify|Test)/), 'no "Check the result" section');
      });
    }
    if (REFERENCE.test(page.id)) {
      test(`reference ${page.file} has a table`, () => assert.ok(table, 'no table'));
    }
    if (PROVIDER.test(page.id)) {
      test(`connector ${page.file} has the connector sections and a config table`, () => {
        for (const section of CONNECTOR_SECTIONS)
          assert.ok(hasSection(page, new RegExp(`^${section}`)), `## ${section}`);
        assert.ok(table, 'no configuration table');
        assert.ok(proseWordCount(page.tree) >= 450, 'fewer than 450 words');
      });
    }
  }
});

describe('guides', () => {
  for (const page of guides) {
    test(page.file, () => {
      const problems = checkCommon(page);
      const words = proseWordCount(page.tree);
      if (words < 1200) problems.push(`${words} words of prose, fewer than 1,200`);
      if (!page.body.includes('<!-- truncate -->')) problems.push('no truncate marker');
      const tags = (page.frontMatter.tags as string[] | undefined) ?? [];
      for (const tag of tags) if (!tagIds.has(tag)) problems.push(`unknown tag ${tag}`);
      assert.deepEqual(problems, []);
    });
  }
});

describe('proseWordCount', () => {
  test('counts words outside code, front matter, tags and link targets', () => {
    const body =
      'Create a key.\n\n```bash\ncurl -X POST https://example.com\n```\n\nSee [API keys](../api/api-keys.md) now.';
    assert.equal(proseWordCount(parseMarkdown(`---\ntitle: Keys\n---\n\n${body}`, 'docs/x.md')), 7);
  });
});
