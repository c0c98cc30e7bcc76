import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CODE_THEMES } from '../../src/config/codeThemes';
import { highlightToHtml } from '../../src/highlight/highlight';
import { codeThemeCss } from '../../src/plugins/codeHighlighting';
import { fenceTitle } from '../../src/markdown/markdown';
import remarkHighlightCode from '../../src/remark/highlightCode';

function luminance(color: string): number {
  const rgb = color.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = rgb.map((v) => v / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

describe('code themes', () => {
  for (const [mode, theme] of Object.entries(CODE_THEMES)) {
    test(`every ${mode} token colour has 4.5:1 contrast with the block background`, () => {
      const background = theme.plain.backgroundColor as string;
      const colors = [theme.plain.color, ...theme.styles.map((style) => style.style.color)].filter(
        (color): color is string => typeof color === 'string' && !/rgba\([^)]*,\s*0?\.\d+\)/.test(color),
      );
      for (const color of colors) assert.ok(contrast(color, background) >= 4.5, `${color} on ${background}`);
    });

    test(`no ${mode} token is faded with opacity`, () => {
      for (const style of theme.styles) assert.ok((style.style.opacity ?? 1) === 1, style.types.join(', '));
    });
  }
});

describe('build-time highlighting', () => {
  test('a GraphQL operation becomes Prism token spans with its text intact', () => {
    const html = highlightToHtml('query Product($id: ID!) { getProduct(_id: $id) { name } }', 'graphql');
    assert.match(html, /<span class="token keyword">query<\/span>/);
    assert.match(html, /<span class="token variable">\$id<\/span>/);
    assert.equal(html.replace(/<[^>]+>/g, ''), 'query Product($id: ID!) { getProduct(_id: $id) { name } }');
  });

  test('the languages the theme used to add in the browser (bash, http) are highlighted', () => {
    assert.match(highlightToHtml('curl -X POST "$ENDPOINT"', 'bash'), /class="token/);
    assert.match(highlightToHtml('POST /graphql HTTP/1.1\nAuthorization: Bearer x', 'http'), /class="token/);
  });

  test('markup in code is escaped, in plain and highlighted blocks alike', () => {
    assert.equal(
      highlightToHtml('<script>alert(1)</script> & more', 'text'),
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
    );
    assert.doesNotMatch(highlightToHtml('const a = "<img src=x onerror=alert(1)>";', 'js'), /<img/);
  });

  test('a language Prism lacks fails the build instead of shipping unhighlighted code silently', () => {
    assert.throws(() => highlightToHtml('x', 'klingon'), /No Prism grammar for the code language "klingon"/);
    assert.throws(() => highlightToHtml('x', 'extend'), /No Prism grammar/);
  });

  test('the remark plugin hands the HTML and the fence title to the code block, and names the page on an error', () => {
    const code = { type: 'code', lang: 'json', meta: 'title="Response" tryit=query=x', value: '{"a": 1}' };
    remarkHighlightCode()({ type: 'root', children: [code] as never }, { path: 'docs/x.md' });
    const properties = (code as { data?: { hProperties?: Record<string, unknown> } }).data?.hProperties;
    assert.equal(properties?.title, 'Response');
    assert.match(String(properties?.html), /<span class="token property">"a"<\/span>/);
    const bad = { type: 'code', lang: 'klingon', value: 'x', position: { start: { line: 7 } } };
    assert.throws(
      () => remarkHighlightCode()({ type: 'root', children: [bad] as never }, { path: 'docs/x.md' }),
      /^Error: docs\/x\.md:7: /,
    );
  });

  test('fence titles in either quote style are read; a fence without one has none', () => {
    assert.equal(fenceTitle(`title='Query' requires=admin-api`), 'Query');
    assert.equal(fenceTitle('requires=admin-api'), undefined);
    assert.equal(fenceTitle(null), undefined);
  });
});

describe('code theme stylesheet', () => {
  const css = codeThemeCss(CODE_THEMES);

  test('each colour mode sets the block colours from its theme', () => {
    assert.ok(
      css.includes(
        `:root:not([data-theme='dark']) { --prism-color: ${CODE_THEMES.light.plain.color}; --prism-background-color: ${CODE_THEMES.light.plain.backgroundColor}; }`,
      ),
    );
    assert.ok(
      css.includes(
        `[data-theme='dark'] { --prism-color: ${CODE_THEMES.dark.plain.color}; --prism-background-color: ${CODE_THEMES.dark.plain.backgroundColor}; }`,
      ),
    );
  });

  test('every token style of both themes has a rule scoped to its colour mode, in theme order', () => {
    for (const [scope, theme] of [
      [":root:not([data-theme='dark'])", CODE_THEMES.light],
      ["[data-theme='dark']", CODE_THEMES.dark],
    ] as const) {
      let last = -1;
      for (const style of theme.styles) {
        const rule = `${scope} .token.${style.types[0]}`;
        const at = css.indexOf(rule, last + 1);
        assert.ok(at > last, `${rule} missing or out of order`);
        if (style.style.color)
          assert.ok(css.slice(at, css.indexOf('}', at)).includes(`color: ${style.style.color};`), rule);
        last = at;
      }
    }
  });

  test('camel-cased style properties become CSS properties', () => {
    const theme = {
      plain: { color: '#000', backgroundColor: '#fff' },
      styles: [
        { types: ['comment'], style: { fontStyle: 'italic' as const, textDecorationLine: 'underline' as const } },
      ],
    };
    assert.match(
      codeThemeCss({ light: theme, dark: theme }),
      /\.token\.comment \{ font-style: italic; text-decoration-line: underline; \}/,
    );
  });

  test('a style limited to some languages applies inside those languages only', () => {
    const theme = {
      plain: { color: '#000', backgroundColor: '#fff' },
      styles: [{ types: ['string'], languages: ['json'], style: { color: '#111' } }],
    };
    assert.match(
      codeThemeCss({ light: theme, dark: theme }),
      /\[data-theme='dark'\] \.language-json \.token\.string \{ color: #111; \}/,
    );
  });
});
