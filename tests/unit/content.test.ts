import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readDocs, readGuides, type Page } from '../../scripts/lib/docs';
import { proseWordCount } from '../../scripts/lib/words';
import { extractCodeBlocks } from '../../scripts/examples/extract';

const docs = readDocs();
const guides = readGuides();
const tagIds = new Set(Object.keys(require('js-yaml').load(require('node:fs').readFileSync('guides/tags.yml', 'utf8'))));

function checkCommon(page: Page): string[] {
  const problems: string[] = [];
  const { title, description, keywords } = page.frontMatter as Record<string, unknown>;
  if (typeof title !== 'string' || title.trim() === '') problems.push('no title');
  if (typeof description !== 'string') problems.push('no description');
  else if (description.length < 80 || description.length > 160)
    problems.push(`description is ${description.length} characters, not 80-160`);
  if (!Array.isArray(keywords) || keywords.length < 3) problems.push('fewer than 3 keywords');
  if (/^# /m.test(page.body.replace(/```[\s\S]*?```/g, ''))) problems.push('an H1 in the body (the title is the H1)');
  const placeholder = page.body.match(/\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i);
  if (placeholder) problems.push(`placeholder text "${placeholder[0]}"`);
  for (const block of extractCodeBlocks(page.body, page.file)) {
    if (block.lang === '') problems.push(`a code block without a language at line ${block.line} of the body`);
  }
  return problems;
}

describe('docs pages', () => {
  for (const page of docs) {
    test(page.file, () => {
      const problems = checkCommon(page);
      const words = proseWordCount(page.body);
      if (words < 350) problems.push(`${words} words of prose, fewer than 350`);
      if (!/^## Related$/m.test(page.body)) problems.push('no "## Related" section');
      for (const [, target] of page.body.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)\)/g)) {
        if (!/^(https?:|mailto:|#)/.test(target) && !/\.mdx?(#[\w-]*)?$/.test(target)) {
          problems.push(`link to ${target} is not a relative file path`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }
});

/** Pages of each kind of the writing style, by doc id; each kind has its required parts. */
const HOW_TO = /^(get-started\/(?!help)|import-export\/|data\/(?!intro|modeling)|api\/(api-keys|webhooks|api-explorer)$|schema\/(editing|history)$)/;
const REFERENCE = /^(api\/(errors|where-filter|cdn)|schema\/(spec|api-ref|directives\/intro|resolvers\/(definitions|types\/.+)))$/;
const PROVIDER = /^services\/providers\//;
const CONNECTOR_SECTIONS = ['## What you need', '## Service configuration', '## Example', '## Limits and troubleshooting'];

describe('page kinds', () => {
  for (const page of docs) {
    const table = /^\|.+\|\s*$/m.test(page.body) || /^::schema-properties\{/m.test(page.body);
    if (HOW_TO.test(page.id)) {
      test(`how-to ${page.file} has numbered steps and a result to check`, () => {
        assert.match(page.body, /^\s*1\. /m, 'no numbered steps');
        assert.match(page.body, /^## (Check|Verify|Test)/m, 'no "Check the result" section');
      });
    }
    if (REFERENCE.test(page.id)) {
      test(`reference ${page.file} has a table`, () => assert.ok(table, 'no table'));
    }
    if (PROVIDER.test(page.id)) {
      test(`connector ${page.file} has the connector sections and a config table`, () => {
        for (const heading of CONNECTOR_SECTIONS) assert.match(page.body, new RegExp(`^${heading}`, 'm'), heading);
        assert.ok(table, 'no configuration table');
        assert.ok(proseWordCount(page.body) >= 450, 'fewer than 450 words');
      });
    }
  }
});

describe('guides', () => {
  for (const page of guides) {
    test(page.file, () => {
      const problems = checkCommon(page);
      const words = proseWordCount(page.body);
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
    const body = 'Create a key.\n\n```bash\ncurl -X POST https://example.com\n```\n\nSee [API keys](../api/api-keys.md) now.';
    assert.equal(proseWordCount(body), 7);
  });
});
