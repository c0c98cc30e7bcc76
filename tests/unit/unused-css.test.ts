import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { classesOf, withoutUnusedCss, wordsOf } from '../../src/plugins/unusedCss';

const purge = (css: string, html: string, script = '') =>
  withoutUnusedCss(css, new Set([...classesOf(html), ...wordsOf(script)]), script);

describe('unused CSS', () => {
  test('reads class attributes, quoted or not, as the minifier writes them', () => {
    assert.deepEqual(classesOf(`<div class=a><p class="b c"><i class='d'>`), ['a', 'b', 'c', 'd']);
  });

  test('drops a rule whose class is in no page and no script, and keeps one a page or a script uses', () => {
    const css = '.used{color:red}.added-by-script{color:blue}.nowhere{color:green}';
    const kept = purge(css, '<p class=used>', 'el.classList.add("added-by-script")');
    assert.equal(kept, '.used{color:red}.added-by-script{color:blue}');
  });

  test('keeps only the selectors of a list that may match, and rules without classes', () => {
    assert.equal(purge('.nowhere,.used>a{margin:0}p{margin:0}', '<p class=used>'), '.used>a{margin:0}p{margin:0}');
  });

  test('a class under :not() or :has() is not required', () => {
    const css = ':root:not(.nowhere) .used{top:0}.used:has(.nowhere){top:1px}';
    assert.equal(purge(css, '<p class=used>'), css);
  });

  test('removes custom properties nothing reads, also those read only by removed ones, and emptied at-rules', () => {
    const css =
      ':root{--read:1px;--unread:2px;--read-by-script:3px;--read-by-unread:var(--unread)}' +
      '.used{margin:var(--read)}@media print{.nowhere{top:0}}';
    const kept = purge(css, '<p class=used>', 'style.setProperty("--read-by-script", "4px")');
    assert.equal(kept.replace(/\s/g, ''), ':root{--read:1px;--read-by-script:3px}.used{margin:var(--read)}');
  });
});
