/**
 * Removes from a stylesheet what no page can use: selectors naming a class that appears in no built page and in no
 * script (so markup that scripts render later keeps its rules), then custom properties that nothing reads.
 */
import postcss, { type Rule } from 'postcss';

/** Functional pseudo-classes whose classes need not be present for the selector to match (`:not(.x)`). */
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has|matches)\((?:[^()]|\([^()]*\))*\)/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)(?![\w\\-])/g;
const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;
const CUSTOM_PROPERTY = /--[\w-]+/g;

/** Every class name in the `class` attributes of a page. */
export function classesOf(html: string): string[] {
  return [...html.matchAll(CLASS_ATTRIBUTE)].flatMap((match) => (match[1] ?? match[2] ?? match[3]).split(/\s+/));
}

/** Every identifier-like word of a script, which is where class names that scripts add would be. */
export function wordsOf(script: string): string[] {
  return script.match(/-?[_a-zA-Z][\w-]*/g) ?? [];
}

function selectorMayMatch(selector: string, known: Set<string>): boolean {
  const required = selector.replace(FUNCTIONAL_PSEUDO, '');
  return [...required.matchAll(CLASS)].every(([, name]) => known.has(name));
}

/** `css` without the rules and custom properties that `known` class names and `scripts` never use. */
export function withoutUnusedCss(css: string, known: Set<string>, scripts: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => selectorMayMatch(selector, known));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  const scriptProperties = new Set(scripts.match(CUSTOM_PROPERTY));
  // A property is read through var() by a declaration that may itself go, so this runs until nothing changes.
  for (let removed = true; removed;) {
    removed = false;
    const read = new Set<string>();
    root.walkDecls((declaration) => declaration.value.match(CUSTOM_PROPERTY)?.forEach((name) => read.add(name)));
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop) || scriptProperties.has(declaration.prop)) return;
      declaration.remove();
      removed = true;
    });
  }
  removeEmpty(root);
  return root.toString();
}

/** Removes rules and at-rules left with nothing inside, innermost first. */
function removeEmpty(container: postcss.Container): void {
  container.each((node) => {
    if (!('nodes' in node) || node.nodes === undefined) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}
