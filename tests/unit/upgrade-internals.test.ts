// Each place that relies on a Docusaurus internal, checked for the shape we rely on; UPGRADING.md says why and how.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import ts from 'typescript';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheControlFor } from '../../server/policy';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_ID_STORAGE_KEY } from '../../src/config/announcement';
import { SEARCH_CONFIG } from '../../src/config/search';
import { DESKTOP_BREAKPOINT_PX, SITE } from '../../src/config/site';
import { SSR_TEMPLATE, withScriptsAfterApp } from '../../src/config/ssrTemplate';
import { CODE_END_MARKER, CODE_START_MARKER, OPENING_MARKER, pageOfFragment } from '../../src/search/fragmentPage';
import providerDirectoryPlugin from '../../src/plugins/providerDirectory';
import { MERMAID_ELEMENT } from '../../src/remark/mermaidDiagrams';
import prismIncludeLanguages from '../../src/theme/prism-include-languages';

const siteDir = process.cwd();
const resolveFromSite = createRequire(path.join(siteDir, 'package.json')).resolve;
// The site's own copy; the overrides test below makes sure there is no other.
const packageDir = (name: string) => path.join(siteDir, 'node_modules', name);
const read = (file: string) => readFileSync(file, 'utf8');
const classicTheme = path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme');

const upgrading = read(path.join(siteDir, 'UPGRADING.md'));
const sections = new Set([...upgrading.matchAll(/^## (.+)$/gm)].map((match) => match[1]));
/** The failure message: what changed, and the UPGRADING.md section that says what to do. */
function changed(what: string, section: string): string {
  assert.ok(sections.has(section), `UPGRADING.md has no section "${section}"`);
  return `${what}. See UPGRADING.md, "${section}".`;
}

function parse(file: string): ts.SourceFile {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  return ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, kind);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => pattern.test(file) && statSync(file).isFile());
}

interface Import {
  file: string;
  specifier: string;
  /** Imported name (`default` for a default import) to its local name. */
  names: Map<string, string>;
}

function importsOf(file: string): Import[] {
  return parse(file)
    .statements.filter(ts.isImportDeclaration)
    .map((declaration) => {
      const clause = declaration.importClause;
      const names = new Map<string, string>();
      if (clause?.name) names.set('default', clause.name.text);
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements)
          names.set((element.propertyName ?? element.name).text, element.name.text);
      }
      return { file, specifier: (declaration.moduleSpecifier as ts.StringLiteral).text, names };
    });
}

const ourSources = filesUnder(path.join(siteDir, 'src'), /\.tsx?$/).filter((file) => !file.endsWith('.d.ts'));
const ourImports = ourSources.flatMap(importsOf);
const relative = (file: string) => path.relative(siteDir, file);

/** Calls of `local` in `file`, and the members read on the values those calls (or `new local`) return. */
function usesOf(file: string, local: string): { argumentCounts: number[]; members: Set<string> } {
  const argumentCounts: number[] = [];
  const results = new Set<string>();
  const members = new Set<string>();
  const source = parse(file);
  walk(source, (node) => {
    if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === local
    ) {
      argumentCounts.push(node.arguments?.length ?? 0);
      if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name))
        results.add(node.parent.name.text);
    }
  });
  walk(source, (node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && results.has(node.expression.text))
      members.add(node.name.text);
  });
  return { argumentCounts, members };
}

/** The names a compiled ES module exports, following `export * from`. */
function exportedNames(file: string): Set<string> {
  const names = new Set<string>();
  for (const statement of parse(file).statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      } else if (statement.moduleSpecifier) {
        const target = createRequire(file).resolve((statement.moduleSpecifier as ts.StringLiteral).text);
        for (const name of exportedNames(target)) names.add(name);
      }
    } else if (
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
        names.add(statement.name.text);
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          names.add((declaration.name as ts.Identifier).text);
      }
    }
  }
  return names;
}

/** The regular expression literal `file` declares as `const name = /…/`. */
function regularExpressionIn(file: string, name: string): RegExp | undefined {
  let found: RegExp | undefined;
  walk(parse(file), (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer &&
      ts.isRegularExpressionLiteral(node.initializer)
    ) {
      const literal = node.initializer.text;
      const end = literal.lastIndexOf('/');
      found = new RegExp(literal.slice(1, end), literal.slice(end + 1));
    }
  });
  return found;
}

/** The keys of the object literals `file` passes to calls of a method named `method`. */
function keysPassedTo(file: string, method: string): string[] {
  const keys: string[] = [];
  walk(parse(file), (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === method &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties)
        if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
          keys.push(property.name.text);
    }
  });
  return keys;
}

/**
 * The option names a Pagefind script accepts: those it lists, as string arrays, in its `options()` methods, and those
 * set before `init()` that it reads from the instance's init options.
 */
function optionsAccepted(file: string): Set<string> {
  const names = new Set<string>();
  walk(parse(file), (node) => {
    if (!ts.isMethodDeclaration(node) || !ts.isIdentifier(node.name) || node.name.text !== 'options') return;
    walk(node, (inner) => {
      if (ts.isArrayLiteralExpression(inner) && inner.elements.length && inner.elements.every(ts.isStringLiteral))
        for (const element of inner.elements) names.add((element as ts.StringLiteral).text);
    });
  });
  for (const [, name] of read(file).matchAll(/\binitOptions\.(\w+)/g)) names.add(name);
  return names;
}

/** A theme component's file in an installed theme: `<name>/index.js` or `<name>.js`. */
function themeFile(themeDir: string, name: string): string | undefined {
  return [
    path.join(themeDir, name, 'index.js'),
    path.join(themeDir, `${name}.js`),
    path.join(themeDir, name, 'index.jsx'),
    path.join(themeDir, `${name}.jsx`),
  ].find(existsSync);
}

describe('client stand-ins', () => {
  test('core still calls its prefetch helper as the stand-in implements it: a default export taking one URL', async () => {
    const section = 'Client stand-in: prefetch';
    const original = resolveFromSite('@docusaurus/core/lib/client/prefetch.js');
    const shape = (module: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(module).map(([name, value]) => [
          name,
          typeof value === 'function' ? value.length : typeof value,
        ]),
      );
    const core = shape(await import(original));
    const ours = shape(await import('../../src/plugins/prefetchOnce/prefetch'));
    assert.deepEqual(
      core,
      ours,
      changed(
        `@docusaurus/core/lib/client/prefetch.js now exports ${JSON.stringify(core)} (name: arity), the stand-in ${JSON.stringify(ours)}`,
        section,
      ),
    );

    const clientDir = path.join(packageDir('@docusaurus/core'), 'lib/client');
    const importers = filesUnder(clientDir, /\.js$/)
      .flatMap(importsOf)
      .filter(
        ({ file, specifier }) => specifier.startsWith('.') && createRequire(file).resolve(specifier) === original,
      );
    assert.notEqual(
      importers.length,
      0,
      changed('nothing in @docusaurus/core/lib/client imports prefetch.js any more', section),
    );
    for (const { file, names } of importers) {
      assert.deepEqual(
        [...names.keys()],
        ['default'],
        changed(`${path.relative(clientDir, file)} imports ${[...names.keys()]} from prefetch.js`, section),
      );
      for (const count of usesOf(file, names.get('default')!).argumentCounts) {
        assert.equal(
          count,
          ours.default,
          changed(`${path.relative(clientDir, file)} calls prefetch with ${count} arguments`, section),
        );
      }
    }
  });
});

describe('page template', () => {
  const section = 'Page template';

  test('the default template still has the script loop and the app root we move it after', () => {
    assert.doesNotThrow(
      () => withScriptsAfterApp(docusaurusTemplate),
      changed('the default page template lost its it.scripts loop or its #__docusaurus root', section),
    );
    assert.throws(() => withScriptsAfterApp(docusaurusTemplate.replace('id="__docusaurus"', 'id="root"')));
  });

  test('rendered by Docusaurus, our template writes the scripts after the app and none in the head', async () => {
    const render = await compileSSGTemplate(SSR_TEMPLATE);
    const html = render({
      appHtml: '<main>article</main>',
      baseUrl: '/docs/',
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      headTags: '',
      preBodyTags: '',
      postBodyTags: '<div id="after"></div>',
      metaAttributes: ['<title>Quickstart</title>'],
      scripts: ['assets/js/runtime.js', 'assets/js/main.js'],
      stylesheets: ['assets/css/styles.css'],
      noIndex: false,
      version: SITE.frameworkVersion,
    });
    const head = html.slice(0, html.indexOf('<body'));
    assert.doesNotMatch(head, /<script/, changed('a script is in the head', section));
    assert.match(head, /<link rel="stylesheet" href="\/docs\/assets\/css\/styles\.css" \/>/);
    const scripts = [...html.matchAll(/<script src="([^"]+)" defer><\/script>/g)];
    assert.deepEqual(
      scripts.map(([, src]) => src),
      ['/docs/assets/js/runtime.js', '/docs/assets/js/main.js'],
    );
    const appEnd = html.indexOf('<main>article</main></div>');
    assert.ok(appEnd >= 0);
    assert.ok(scripts[0].index! > appEnd);
    assert.ok(scripts[1].index! < html.indexOf('<div id="after">'));
  });
});

describe('prism-react-renderer alias', () => {
  test('only the two theme files we keep out of the bundle import prism-react-renderer', () => {
    const section = 'prism-react-renderer alias';
    const docusaurus = path.dirname(packageDir('@docusaurus/core'));
    const importers = readdirSync(docusaurus)
      .filter((name) => existsSync(path.join(docusaurus, name, 'lib')))
      .flatMap((name) => filesUnder(path.join(docusaurus, name, 'lib'), /\.jsx?$/))
      .filter((file) => /^import .* from ['"]prism-react-renderer['"]/m.test(read(file)))
      .map((file) => path.relative(docusaurus, file));
    assert.deepEqual(
      importers.sort(),
      ['theme-classic/lib/prism-include-languages.js', 'theme-classic/lib/theme/CodeBlock/Content/String.js'],
      changed(
        `client code importing prism-react-renderer is now ${importers.join(', ')}; with the alias it gets nothing`,
        section,
      ),
    );
  });

  test('the client module hands Prism to our no-op prism-include-languages, which ignores it', () => {
    const section = 'prism-react-renderer alias';
    const clientModule = importsOf(
      path.join(packageDir('@docusaurus/theme-classic'), 'lib/prism-include-languages.js'),
    );
    assert.ok(
      clientModule.some(({ specifier }) => specifier === '@theme/prism-include-languages'),
      changed("theme-classic's prism client module no longer calls @theme/prism-include-languages", section),
    );
    assert.equal(
      prismIncludeLanguages.length,
      0,
      changed('src/theme/prism-include-languages.ts now reads Prism, which the alias turns into undefined', section),
    );
  });

  test('CodeBlock/Content/String, the other importer, is reached only through the stock CodeBlock we eject', () => {
    const section = 'prism-react-renderer alias';
    const importers = filesUnder(classicTheme, /\.jsx?$/).filter((file) =>
      read(file).includes("'@theme/CodeBlock/Content/String'"),
    );
    assert.deepEqual(
      importers.map((file) => path.relative(classicTheme, file)),
      ['CodeBlock/index.js'],
      changed(
        `@theme/CodeBlock/Content/String is now imported by ${importers.map((file) => path.relative(classicTheme, file))}`,
        section,
      ),
    );
    assert.ok(
      existsSync(path.join(siteDir, 'src/theme/CodeBlock/index.tsx')),
      changed('src/theme/CodeBlock is gone, so the stock one renders code with Prism', section),
    );
    const ours = ourImports.filter(({ specifier }) => specifier.startsWith('@theme/CodeBlock/Content'));
    assert.deepEqual(
      ours.map(({ file }) => relative(file)),
      [],
      changed("our code imports the theme's Prism-based CodeBlock content", section),
    );
  });
});

describe('announcement bar', () => {
  const section = 'Announcement bar';
  test('theme-common still keeps the last announcement id under the key our client module reads', () => {
    const context = read(path.join(packageDir('@docusaurus/theme-common'), 'lib/contexts/announcementBar.js'));
    assert.ok(
      context.includes(`createStorageSlot('${ANNOUNCEMENT_ID_STORAGE_KEY}')`),
      changed(`theme-common no longer stores the announcement id under '${ANNOUNCEMENT_ID_STORAGE_KEY}'`, section),
    );
  });

  test('the inline script still sets the data attribute, and the bar still hides on its value "true"', () => {
    const inlineScripts = read(path.join(packageDir('@docusaurus/theme-classic'), 'lib/inlineScripts.js'));
    assert.ok(
      inlineScripts.includes(`'${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}'`),
      changed(`theme-classic's inline script no longer sets ${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}`, section),
    );
    const css = read(path.join(classicTheme, 'AnnouncementBar/styles.module.css'));
    assert.ok(
      css.includes(`html[${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}='true']`),
      changed(`the announcement bar's CSS no longer hides on ${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}='true'`, section),
    );
  });

  test('the site sets no storage namespace, which theme-common would append to the key', async () => {
    const { default: config } = await import('../../docusaurus.config');
    assert.ok(
      !config.future?.experimental_storage?.namespace,
      changed('docusaurus.config.ts sets a storage namespace, so the id key has a suffix', section),
    );
  });
});

describe('@docusaurus/theme-common/internal in ejected components', () => {
  const section = 'Ejected components and theme-common/internal';
  const internalImports = ourImports.filter(({ specifier }) => specifier === '@docusaurus/theme-common/internal');
  const internalDir = path.join(packageDir('@docusaurus/theme-common'), 'lib');

  test('the module still exports every name our components import from it', () => {
    assert.notEqual(internalImports.length, 0);
    const exported = exportedNames(path.join(internalDir, 'internal.js'));
    for (const { file, names } of internalImports) {
      for (const name of names.keys())
        assert.ok(
          exported.has(name),
          changed(
            `@docusaurus/theme-common/internal no longer exports ${name}, which ${relative(file)} imports`,
            section,
          ),
        );
    }
  });

  test('each imported hook still takes the arguments we pass and returns the members we read', () => {
    const declarations = path.join(internalDir, 'internal.d.ts');
    const program = ts.createProgram([declarations], { skipLibCheck: true, strict: true, types: [] });
    const checker = program.getTypeChecker();
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(declarations)!)!;
    const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));
    for (const { file, names } of internalImports) {
      for (const [name, local] of names) {
        const symbol = exports.get(name);
        assert.ok(symbol, changed(`internal.d.ts no longer declares ${name}`, section));
        const declaration = (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol)
          .valueDeclaration!;
        const signatures = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
        const { argumentCounts, members } = usesOf(file, local);
        for (const count of argumentCounts) {
          const accepts = signatures.some((signature) => {
            const required = signature.parameters.filter((parameter) => {
              const node = parameter.valueDeclaration as ts.ParameterDeclaration;
              return !node.questionToken && !node.initializer && !node.dotDotDotToken;
            }).length;
            return count >= required && count <= signature.parameters.length;
          });
          assert.ok(
            accepts,
            changed(`${name} no longer takes the ${count} arguments ${relative(file)} passes`, section),
          );
        }
        for (const member of members) {
          const returns = signatures.some((signature) => signature.getReturnType().getProperty(member));
          assert.ok(returns, changed(`${name} no longer returns ${member}, which ${relative(file)} reads`, section));
        }
      }
    }
  });

  test('MDX fences still reach @theme/CodeBlock with all their properties, so the html one arrives', () => {
    const mdxComponents = importsOf(path.join(classicTheme, 'MDXComponents/index.js'));
    const code = mdxComponents.find(({ specifier }) => specifier === '@theme/MDXComponents/Code')?.names.get('default');
    assert.match(
      read(path.join(classicTheme, 'MDXComponents/index.js')),
      new RegExp(`\\bcode: ${code},`),
      changed('MDXComponents no longer maps code to MDXComponents/Code', section),
    );
    const codeComponent = path.join(classicTheme, 'MDXComponents/Code.js');
    const codeBlock = importsOf(codeComponent)
      .find(({ specifier }) => specifier === '@theme/CodeBlock')
      ?.names.get('default');
    assert.ok(
      codeBlock && read(codeComponent).includes(`<${codeBlock} {...props} />`),
      changed('MDXComponents/Code no longer passes all its props to @theme/CodeBlock', section),
    );
  });
});

describe('swizzled components', () => {
  const section = 'Swizzled components';
  const swizzled = filesUnder(path.join(siteDir, 'src/theme'), /\.tsx?$/).map((file) =>
    path.relative(path.join(siteDir, 'src/theme'), file).replace(/(\/index)?\.tsx?$/, ''),
  );

  test('every component we swizzle still exists in the classic theme under the same name', () => {
    for (const name of swizzled)
      assert.ok(
        themeFile(classicTheme, name),
        changed(`@docusaurus/theme-classic has no ${name} any more, so src/theme/${name} replaces nothing`, section),
      );
  });

  test('every original we wrap still has a default export', () => {
    const wrapped = ourImports.filter(({ specifier }) => specifier.startsWith('@theme-original/'));
    assert.notEqual(wrapped.length, 0);
    for (const { file, specifier } of wrapped) {
      const original = themeFile(classicTheme, specifier.slice('@theme-original/'.length));
      assert.ok(
        original && /^export default |^export \{ ?default ?\}/m.test(read(original)),
        changed(`${specifier}, which ${relative(file)} wraps, is gone or has no default export`, section),
      );
    }
  });

  test('every @theme component our code imports is provided by a theme or by src/theme', () => {
    const themes = [classicTheme, path.join(packageDir('@docusaurus/plugin-ideal-image'), 'lib/theme')];
    for (const { file, specifier } of ourImports.filter(({ specifier }) => specifier.startsWith('@theme/'))) {
      const name = specifier.slice('@theme/'.length);
      const provided = swizzled.includes(name) || themes.some((theme) => themeFile(theme, name));
      assert.ok(
        provided,
        changed(`no installed theme provides ${specifier}, which ${relative(file)} imports`, section),
      );
    }
  });
});

describe('Mermaid', () => {
  test(`the classic theme still maps the <${MERMAID_ELEMENT}> MDX element to @theme/Mermaid`, () => {
    const section = 'Mermaid';
    const file = path.join(classicTheme, 'MDXComponents/index.js');
    const mermaid = importsOf(file)
      .find(({ specifier }) => specifier === '@theme/Mermaid')
      ?.names.get('default');
    assert.ok(mermaid, changed('MDXComponents no longer imports @theme/Mermaid', section));
    assert.match(
      read(file),
      new RegExp(`\\b${MERMAID_ELEMENT}: ${mermaid},`),
      changed(`MDXComponents no longer maps ${MERMAID_ELEMENT} to @theme/Mermaid`, section),
    );
  });
});

describe('@generated modules', () => {
  const section = '@generated modules';
  const core = packageDir('@docusaurus/core');

  test('@generated is still the generated files folder, and the site config is still its docusaurus.config default export', () => {
    assert.match(
      read(path.join(core, 'lib/webpack/base.js')),
      /'@generated': generatedFilesDir,/,
      changed('core no longer aliases @generated to the generated files folder', section),
    );
    const { DEFAULT_CONFIG_FILE_NAME } = createRequire(path.join(core, 'package.json'))('@docusaurus/utils') as {
      DEFAULT_CONFIG_FILE_NAME: string;
    };
    for (const { file } of ourImports.filter(({ specifier }) => specifier === '@generated/docusaurus.config')) {
      assert.equal(
        DEFAULT_CONFIG_FILE_NAME,
        'docusaurus.config',
        changed(
          `the generated site config is now ${DEFAULT_CONFIG_FILE_NAME}, not what ${relative(file)} imports`,
          section,
        ),
      );
    }
    assert.match(
      read(path.join(core, 'lib/server/codegen/codegen.js')),
      /`\$\{utils_1\.DEFAULT_CONFIG_FILE_NAME\}\.mjs`, `[^`]*export default \$\{JSON\.stringify\(siteConfig/,
      changed('codegen no longer writes the site config as the default export of docusaurus.config.mjs', section),
    );
  });

  test('createData still writes where the services directory imports its providers from', async () => {
    const { createPluginActionsUtils } = createRequire(path.join(core, 'package.json'))(
      './lib/server/plugins/actions.js',
    ) as {
      createPluginActionsUtils: (
        params: object,
      ) => Promise<{ getActions: () => { createData: (name: string, data: string) => Promise<string> } }>;
    };
    const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'generated-'));
    try {
      const plugin = providerDirectoryPlugin({ siteDir } as LoadContext, {}) as Plugin;
      const imported = ourImports.find(({ specifier }) =>
        specifier.startsWith(`@generated/${plugin.name}/`),
      )!.specifier;
      const utils = await createPluginActionsUtils({
        plugin: { name: plugin.name, options: { id: 'default' } },
        generatedFilesDir,
        baseUrl: '/docs/',
        trailingSlash: undefined,
      });
      const written = await utils.getActions().createData(path.basename(imported), '[]');
      assert.equal(
        written,
        path.join(generatedFilesDir, imported.slice('@generated/'.length)),
        changed(`createData now writes to ${written}, not ${imported}`, section),
      );
    } finally {
      rmSync(generatedFilesDir, { recursive: true, force: true });
    }
  });
});

describe('Pagefind', () => {
  const section = 'Pagefind';
  const pluginFile = path.join(siteDir, 'src/plugins/search/index.ts');
  const searchClientFile = path.join(siteDir, 'src/search/searchClient.ts');
  // Docusaurus loads the config, and so src/plugins/search, with require(), which cannot resolve Pagefind's
  // import-only package exports; the plugin loads this file by path.
  const entry = path.join(packageDir('pagefind'), 'lib/index.js');
  /** A page as src/search/searchRecord.ts hands it to Pagefind: body, headings, meta and the area filter. */
  const page = [
    '<html lang="en"><head><title>Webhooks</title></head><body><main data-pagefind-body>',
    `<h1>Webhooks</h1><span id="${OPENING_MARKER}"></span><p>TakeShape sends a webhook when content changes.</p>`,
    '<h2 id="webhook-secret">Webhook secret</h2><p>Each request is signed with the secret.</p>',
    `<span id="${CODE_START_MARKER}0"></span><pre><code>x-webhook-signature: abc</code></pre>`,
    `<span id="${CODE_END_MARKER}0"></span><p>Compare it in constant time.</p></main>`,
    '<span data-pagefind-meta="description:Receive an HTTP request when content changes."></span>',
    '<span data-pagefind-meta="keywords:webhooks,webhook secret"></span>',
    '<span data-pagefind-filter="area:api"></span><span data-pagefind-meta="area:API"></span>',
    '</body></html>',
  ].join('');
  const outputPath = mkdtempSync(path.join(tmpdir(), 'pagefind-'));
  let pagefind: Promise<Partial<typeof import('pagefind')>> | undefined;
  let bundle: Promise<string[]> | undefined;

  const loadPagefind = () => (pagefind ??= import(entry) as Promise<Partial<typeof import('pagefind')>>);

  /** Builds a one-page index with the Node API, as the plugin does; the bundle's files, relative, sorted. */
  function writtenBundle(): Promise<string[]> {
    bundle ??= (async () => {
      const { createIndex } = await loadPagefind();
      assert.equal(typeof createIndex, 'function', changed('pagefind no longer exports createIndex', section));
      const { index, errors } = await createIndex!({ forceLanguage: 'en' });
      assert.ok(index, changed(`Pagefind's createIndex failed: ${errors.join('; ')}`, section));
      const added = await index.addHTMLFile({ url: '/docs/api/webhooks', content: page });
      assert.deepEqual(added.errors, [], changed(`Pagefind's addHTMLFile failed: ${added.errors.join('; ')}`, section));
      const written = await index.writeFiles({ outputPath });
      assert.deepEqual(
        written.errors,
        [],
        changed(`Pagefind's writeFiles failed: ${written.errors.join('; ')}`, section),
      );
      return readdirSync(outputPath, { recursive: true, encoding: 'utf8' })
        .filter((file) => statSync(path.join(outputPath, file)).isFile())
        .sort();
    })();
    return bundle;
  }

  after(async () => {
    if (pagefind) await (await pagefind.catch(() => ({}) as Partial<typeof import('pagefind')>)).close?.();
    rmSync(outputPath, { recursive: true, force: true });
  });

  test('the package entry the plugin loads by path still exports createIndex and close', async () => {
    const manifest = JSON.parse(read(path.join(packageDir('pagefind'), 'package.json'))) as {
      main?: string;
      exports?: Record<string, { import?: unknown }>;
    };
    const imported = manifest.exports?.['.']?.import ?? manifest.main;
    assert.equal(
      typeof imported === 'string' && path.join(packageDir('pagefind'), imported),
      entry,
      changed(`pagefind's entry is now ${JSON.stringify(imported)}, not the lib/index.js the plugin loads`, section),
    );
    const module = await loadPagefind();
    for (const name of ['createIndex', 'close'] as const)
      assert.equal(typeof module[name], 'function', changed(`pagefind no longer exports ${name}()`, section));
  });

  test('the bundle has the files search loads and the server caches, under the same names', async () => {
    const files = await writtenBundle();
    const expected: [string, RegExp][] = [
      ['pagefind.js', /^pagefind\.js$/],
      ['pagefind-entry.json', /^pagefind-entry\.json$/],
      ['pagefind.en_<hex>.pf_meta', /^pagefind\.en_[0-9a-f]+\.pf_meta$/],
      ['fragment/', /^fragment\/[^/]+$/],
      ['index/', /^index\/[^/]+$/],
      ['filter/', /^filter\/[^/]+$/],
    ];
    for (const [name, pattern] of expected)
      assert.ok(
        files.some((file) => pattern.test(file)),
        changed(`Pagefind no longer writes ${name}; it wrote ${files.join(', ')}`, section),
      );
    // A content hash in the name (en_<hex>) is what makes a file safe to cache for good.
    for (const file of files) {
      const hashed = /_[0-9a-f]{6,}\.pf_[a-z]+$/.test(file);
      const cacheControl = cacheControlFor(`/${SEARCH_CONFIG.indexDir}/${file}`);
      assert.equal(
        /\bimmutable\b/.test(cacheControl),
        hashed,
        changed(
          `server/policy.ts answers ${SEARCH_CONFIG.indexDir}/${file}, a${hashed ? ' hashed' : 'n unhashed'} file, with "${cacheControl}"`,
          section,
        ),
      );
    }
  });

  test("the plugin's pattern deletes every file Pagefind writes that search does not load, and none that it loads", async () => {
    const files = (await writtenBundle()).filter((file) => !file.includes('/'));
    const unusedFile = regularExpressionIn(pluginFile, 'UNUSED_PAGEFIND_FILE');
    assert.ok(unusedFile, changed('src/plugins/search/index.ts no longer declares UNUSED_PAGEFIND_FILE', section));
    // What pagefind.js fetches on the main thread: the entry, the language's metadata and WebAssembly.
    const loaded = /^(pagefind\.js|pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|wasm\.[^/]+\.pagefind)$/;
    for (const file of files) {
      if (loaded.test(file))
        assert.ok(
          !unusedFile.test(file),
          changed(`the plugin's UNUSED_PAGEFIND_FILE deletes ${file}, which search loads`, section),
        );
      else
        assert.ok(
          unusedFile.test(file),
          changed(
            `Pagefind now writes ${file}, which search does not load and UNUSED_PAGEFIND_FILE does not delete`,
            section,
          ),
        );
    }
  });

  test('pagefind.js still accepts every option src/search/searchClient.ts sets', async () => {
    await writtenBundle();
    const passed = keysPassedTo(searchClientFile, 'options');
    assert.notEqual(passed.length, 0, 'src/search/searchClient.ts sets no options: update this test');
    const allowed = optionsAccepted(path.join(outputPath, 'pagefind.js'));
    assert.notEqual(allowed.size, 0, changed('pagefind.js no longer lists the options it accepts', section));
    for (const key of passed)
      assert.ok(
        allowed.has(key),
        changed(`pagefind.js no longer accepts the option ${key}, which src/search/searchClient.ts sets`, section),
      );
  });

  test('pagefind.js still reads each ranking weight of SEARCH_CONFIG.ranking', async () => {
    await writtenBundle();
    const code = read(path.join(outputPath, 'pagefind.js'));
    for (const key of Object.keys(SEARCH_CONFIG.ranking))
      assert.match(
        code,
        new RegExp(`\\.${key}\\b`),
        changed(`pagefind.js no longer reads the ranking weight ${key} that SEARCH_CONFIG.ranking sets`, section),
      );
  });

  test("a page's fragment still holds its text, title, meta and every element with an id at its word", async () => {
    const files = await writtenBundle();
    const fragmentFile = files.find((file) => file.startsWith('fragment/'));
    assert.ok(fragmentFile, changed('Pagefind wrote no fragment', section));
    // The file is gzip of a signature and the JSON that result.data() starts from.
    const unzipped = gunzipSync(readFileSync(path.join(outputPath, fragmentFile))).toString('utf8');
    const fragment = JSON.parse(unzipped.slice(unzipped.indexOf('{')));
    assert.deepEqual(
      pageOfFragment(fragment),
      {
        url: '/docs/api/webhooks',
        title: 'Webhooks',
        area: 'API',
        isGuide: false,
        description: 'Receive an HTTP request when content changes.',
        keywords: 'webhooks,webhook secret',
        sections: [
          { headings: [], anchor: null, text: 'TakeShape sends a webhook when content changes.', code: '' },
          {
            headings: ['Webhook secret'],
            anchor: 'webhook-secret',
            text: 'Each request is signed with the secret. Compare it in constant time.',
            code: 'x-webhook-signature: abc',
          },
        ],
      },
      changed(
        'src/search/fragmentPage.ts no longer reads the fragment as src/search/searchRecord.ts marks it up ' +
          `(content, anchors with their word locations, meta): ${JSON.stringify(fragment)}`,
        section,
      ),
    );
  });

  test('pagefind.js still exports options, init and search', async () => {
    await writtenBundle();
    const exported = exportedNames(path.join(outputPath, 'pagefind.js'));
    for (const name of ['options', 'init', 'search'])
      assert.ok(exported.has(name), changed(`pagefind.js no longer exports ${name}`, section));
  });
});

test('the theme still collapses the navbar at the breakpoint the end-to-end tests use', () => {
  const windowSize = read(path.join(packageDir('@docusaurus/theme-common'), 'lib/hooks/useWindowSize.js'));
  assert.ok(
    windowSize.includes(`const DesktopBreakpoint = ${DESKTOP_BREAKPOINT_PX};`),
    changed(`theme-common's desktop breakpoint is no longer ${DESKTOP_BREAKPOINT_PX}px`, 'Desktop breakpoint'),
  );
});

describe('npm overrides', () => {
  const section = 'npm overrides';
  const manifest = JSON.parse(read(path.join(siteDir, 'package.json'))) as {
    dependencies: Record<string, string>;
    overrides: Record<string, string>;
  };

  /** Every installed copy of each package, nested ones included: name to [folder, version]. */
  function installedCopies(): Map<string, [string, string][]> {
    const copies = new Map<string, [string, string][]>();
    const visit = (nodeModules: string) => {
      if (!existsSync(nodeModules)) return;
      for (const entry of readdirSync(nodeModules)) {
        if (entry.startsWith('.')) continue;
        const names = entry.startsWith('@')
          ? readdirSync(path.join(nodeModules, entry)).map((scoped) => `${entry}/${scoped}`)
          : [entry];
        for (const name of names) {
          const dir = path.join(nodeModules, name);
          if (existsSync(path.join(dir, 'package.json'))) {
            const { version } = JSON.parse(read(path.join(dir, 'package.json'))) as { version: string };
            copies.set(name, [...(copies.get(name) ?? []), [path.relative(siteDir, dir), version]]);
          }
          visit(path.join(dir, 'node_modules'));
        }
      }
    };
    visit(path.join(siteDir, 'node_modules'));
    return copies;
  }

  /** Exact versions and caret ranges, the only forms our overrides use. */
  function satisfies(version: string, range: string): boolean {
    const parts = (text: string) => text.split('-')[0].split('.').map(Number);
    if (!range.startsWith('^')) return version === range;
    const [have, want] = [parts(version), parts(range.slice(1))];
    const atLeast =
      have[0] > want[0] || (have[0] === want[0] && (have[1] > want[1] || (have[1] === want[1] && have[2] >= want[2])));
    return have[0] === want[0] && atLeast;
  }

  test('every installed copy of an overridden package is the version pinned', () => {
    const copies = installedCopies();
    for (const [name, range] of Object.entries(manifest.overrides)) {
      assert.match(
        range,
        /^\^?\d+\.\d+\.\d+$/,
        changed(`the override of ${name} (${range}) is neither an exact version nor a caret range`, section),
      );
      const installed = copies.get(name) ?? [];
      assert.notEqual(
        installed.length,
        0,
        changed(`${name} is overridden but not installed: drop its override`, section),
      );
      for (const [dir, version] of installed)
        assert.ok(
          satisfies(version, range),
          changed(`${dir} is ${version}, not the ${range} package.json pins`, section),
        );
    }
  });

  test('every @docusaurus package is installed once, at the version of @docusaurus/core', () => {
    const docusaurus = manifest.dependencies['@docusaurus/core'];
    for (const [name, installed] of installedCopies()) {
      if (!name.startsWith('@docusaurus/')) continue;
      assert.equal(
        installed.length,
        1,
        changed(`${name} is installed ${installed.length} times: ${installed.map(([dir]) => dir).join(', ')}`, section),
      );
      // Packages released with core share its version; @docusaurus/react-loadable has its own numbering.
      const [[dir, version]] = installed;
      if (version.split('.')[0] === docusaurus.split('.')[0])
        assert.equal(
          version,
          docusaurus,
          changed(`${dir} is ${version} while @docusaurus/core is ${docusaurus}`, section),
        );
    }
  });
});

describe('end-to-end browser and axe-core', () => {
  const section = 'End-to-end browser and axe-core';
  const versionOf = (dir: string) =>
    (JSON.parse(read(path.join(dir, 'package.json'))) as { version: string }).version.split('.').map(Number);
  const builderDir = packageDir('@axe-core/playwright');

  test("AxeBuilder still takes the axe source we inject, and ours is newer than the builder's own", () => {
    assert.match(
      read(path.join(builderDir, 'dist/index.d.ts')),
      /axeSource\?: string/,
      changed('AxeBuilder no longer takes an axeSource option', section),
    );
    const builderAxe = path.join(builderDir, 'node_modules/axe-core');
    const [ours, theirs] = [
      versionOf(packageDir('axe-core')),
      versionOf(existsSync(builderAxe) ? builderAxe : packageDir('axe-core')),
    ];
    assert.ok(
      ours[0] > theirs[0] || (ours[0] === theirs[0] && ours[1] > theirs[1]),
      changed(`@axe-core/playwright now brings axe-core ${theirs.join('.')}: drop our axe-core devDependency`, section),
    );
  });
});
