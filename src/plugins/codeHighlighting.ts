/**
 * Code blocks are highlighted at build time (src/remark/highlightCode.ts). This plugin supplies the rest: the token
 * colours of both colour modes as a stylesheet generated from the typed code themes, and a bundle without Prism.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { CODE_THEMES } from '../config/codeThemes';

export interface CodeThemes {
  light: PrismTheme;
  dark: PrismTheme;
}

type Style = PrismTheme['styles'][number]['style'];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Style): string {
  return Object.entries(style)
    .map(([property, value]) => `${kebab(property)}: ${value};`)
    .join(' ');
}

function themeRules(scope: string, theme: PrismTheme): string[] {
  const { color, backgroundColor } = theme.plain;
  const plain = `${scope} { --prism-color: ${color}; --prism-background-color: ${backgroundColor}; }`;
  // Later entries win over earlier ones, as when the theme is applied in JavaScript.
  const tokens = theme.styles.map(({ types, style, languages }) => {
    const blocks = languages?.length ? languages.map((language) => `${scope} .language-${language}`) : [scope];
    const selectors = blocks.flatMap((block) => types.map((type) => `${block} .token.${type}`));
    return `${selectors.join(', ')} { ${declarations(style)} }`;
  });
  return [plain, ...tokens];
}

/** CSS for Prism's `token` classes in both colour modes; light also applies before the colour mode is known. */
export function codeThemeCss(themes: CodeThemes): string {
  return (
    [
      ...themeRules(":root:not([data-theme='dark'])", themes.light),
      ...themeRules("[data-theme='dark']", themes.dark),
    ].join('\n') + '\n'
  );
}

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-highlighting', 'code-themes.css');
  mkdirSync(path.dirname(cssFile), { recursive: true });
  writeFileSync(cssFile, codeThemeCss(CODE_THEMES));
  return {
    name: 'code-highlighting',
    getClientModules: () => [cssFile],
    // The classic theme still imports Prism for a language hook; with nothing highlighted in the browser it is dead
    // weight.
    configureWebpack: () => ({ resolve: { alias: { 'prism-react-renderer$': false } } }),
  };
}
