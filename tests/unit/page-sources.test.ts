import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseMarkdown, proseBlocks } from '../../src/markdown/markdown';
import { readDocs, readGuides, REPO_ROOT, type Page } from '../../scripts/lib/docs';

const pages = [...readDocs(), ...readGuides()];

/** An absolute https URL, `owner/repo/path` of a public repository, or `npm:package@version[:path]`. */
function isSourceReference(source: unknown): boolean {
  if (typeof source !== 'string') return false;
  if (source.startsWith('https://')) {
    try {
      return new URL(source).hostname.includes('.');
    } catch {
      return false;
    }
  }
  if (source.startsWith('npm:')) return /^npm:(@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+[\w.-]*(:[^\s:]+)?$/.test(source);
  return /^[A-Za-z0-9][\w.-]*\/[\w.-]+\/[^\s]+$/.test(source) && !source.includes('//');
}

function sourceProblems(page: Page): string[] {
  const { sources } = page.frontMatter;
  if (!Array.isArray(sources) || sources.length === 0) return ['no sources: list in the front matter'];
  return sources
    .filter((source) => !isSourceReference(source))
    .map(
      (source) => `source ${JSON.stringify(source)} is not an https URL, owner/repo/path or npm:package@version:path`,
    );
}

/** Sentences about how the docs were written, or what a source says, instead of about the product. */
const provenancePhrases: RegExp[] = [
  /\bstored (TakeShape )?(documentation|docs|pages?|cop(y|ies))\b/i,
  /\b(these|the|our|TakeShape's) (docs|documentation|reference) (do|does|did)(n't| not)\b/i,
  /\bthese docs (are )?(validate|validated|checked|check|use|say|describe|list)\b/i,
  /\b(TakeShape|the product|the platform|the reference|the docs|documentation|the sources?) (does|do|did)(n't| not) (describe|document|say|mention|specify|list|publish)\b/i,
  /\b(not |un)documented\b/i,
  /\bthe (schema )?package(?:'s)? (JSON Schema|validator|examples?|example schemas|version|definitions?|predates)\b/i,
  /\bschema package\b|\bpackage version\b|\bpackage these docs\b/i,
  /@takeshape\/schema/i,
  /\b8\.276\.0\b/,
  /\bif your project lists\b/i,
  /\b(do not|don't) assume\b/i,
  /\b(could not|cannot|can't) be (confirmed|verified)\b|\bcould not (confirm|verify|find)\b/i,
  /\bthe current (TakeShape )?reference\b/i,
  /\baccording to (the |TakeShape's )?(docs|documentation|reference)\b/i,
];

/** Each visible sentence of `source` that talks about provenance, as `line: phrase`. */
function provenanceProblems(source: string, file: string): string[] {
  return proseBlocks(parseMarkdown(source, file)).flatMap(({ line, text }) =>
    provenancePhrases.flatMap((phrase) => {
      const match = phrase.exec(text);
      return match ? [`line ${line}: "${match[0]}" in "${text.slice(0, 120)}"`] : [];
    }),
  );
}

describe('every page lists its sources', () => {
  for (const page of pages) test(page.file, () => assert.deepEqual(sourceProblems(page), []));
});

describe('visible text speaks about the product, not about the writing of the docs', () => {
  for (const page of pages) {
    test(page.file, () => {
      assert.deepEqual(provenanceProblems(readFileSync(join(REPO_ROOT, page.file), 'utf8'), page.file), []);
    });
  }
});

describe('the checks themselves', () => {
  test('source references: https URLs, owner/repo/path and npm:package@version:path pass, others fail', () => {
    for (const good of [
      'https://app.takeshape.io/docs/api/webhooks/',
      'takeshape/rag-example/schema.json',
      'npm:@takeshape/schema@8.276.0:dist/schemas/project-schema.json',
      'npm:@takeshape/cli@8.276.0',
    ]) {
      assert.ok(isSourceReference(good), good);
    }
    for (const bad of [
      'http://example.com/a',
      'https://localhost',
      'the TakeShape docs',
      'takeshape/rag-example',
      'npm:@takeshape/schema',
      42,
    ]) {
      assert.ok(!isSourceReference(bad), String(bad));
    }
  });

  test('a provenance phrase is found in prose, a table cell and a heading, with its line', () => {
    const page = [
      '---',
      'title: T',
      '---',
      '',
      'The stored documentation does not describe retries.',
      '',
      '| A | B |',
      '| --- | --- |',
      '| x | Do not assume it checks calls |',
      '',
      "## What the package's JSON Schema defines",
    ].join('\n');
    const problems = provenanceProblems(page, 'docs/x.md');
    assert.equal(problems.length, 4, problems.join('\n'));
    assert.match(problems[0] ?? '', /^line 5: "stored documentation"/);
    assert.match(problems.at(-2) ?? '', /^line 9: "Do not assume"/);
    assert.match(problems.at(-1) ?? '', /^line 11: "the package's JSON Schema"/);
  });

  test('code blocks, inline HTML comments and MDX comments are not prose', () => {
    const markdown =
      '<!-- Written from @takeshape/schema 8.276.0 -->\n\n```json\n{"note": "the stored documentation"}\n```\n';
    assert.deepEqual(provenanceProblems(markdown, 'docs/x.md'), []);
    assert.deepEqual(provenanceProblems(`import A from './a';\n\n${markdown}\n<A />\n`, 'docs/x.mdx'), []);
  });
});
