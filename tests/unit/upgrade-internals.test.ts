// Each place that relies on a Docusaurus internal, checked for the shape we rely on; UPGRADING.md says why and how.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import ts from 'typescript';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheControlFor } from '../../server/policy';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_ID_STORAGE_KEY } from '../../src/config/announcement';
import { DESKTOP_BREAKPOINT_PX, ROUTES } from '../../src/config/site';
import LazyMark from '../../src/plugins/lazyMark/mark';
import providerDirectoryPlugin from '../../src/plugins/providerDirectory';
import { MERMAID_ELEMENT } from '../../src/remark/mermaidDiagrams';
import prismIncludeLanguages from '../../src/theme/prism-include-languages';

const siteDir = process.cwd();
const resolveFromSite = createRequire(path.join(siteDir, 'package.json')).resolve;
// The site's own copy; the overrides test below makes sure there is no other.
const packageDir = (name: string) => path.join(siteDir, 'node_modules', name);
const read = (file: string) => readFileSync(file, 'utf8');
const classicTheme = path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme');
const searchPlugin = path.join(packageDir('@easyops-cn/docusaurus-search-local'), 'dist');

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

  test('the search plugin imports the mark.js file that lazy-mark replaces, and calls only what the stand-in implements', () => {
    const section = 'Client stand-in: mark.js';
    const generator = read(path.join(searchPlugin, 'server/server/utils/generate.js'));
    assert.match(
      generator,
      /export \{ default as Mark \} from \$\{JSON\.stringify\(require\.resolve\("mark\.js"\)\)\}/,
      changed('the search plugin no longer re-exports mark.js as Mark', section),
    );
    assert.equal(
      createRequire(path.join(searchPlugin, 'server/server/index.js')).resolve('mark.js'),
      resolveFromSite('mark.js'),
      changed('the search plugin resolves another copy of mark.js than the one aliased', section),
    );

    const callers = filesUnder(path.join(searchPlugin, 'client'), /\.jsx?$/)
      .flatMap(importsOf)
      .filter(({ names }) => names.has('Mark'));
    assert.notEqual(callers.length, 0, changed('no client file of the search plugin imports Mark any more', section));
    for (const { file, names } of callers) {
      const { argumentCounts, members } = usesOf(file, names.get('Mark')!);
      for (const count of argumentCounts)
        assert.equal(
          count,
          LazyMark.length,
          changed(`${path.basename(file)} constructs Mark with ${count} arguments`, section),
        );
      for (const member of members) {
        assert.equal(
          typeof LazyMark.prototype[member as keyof LazyMark],
          'function',
          changed(`the search plugin now calls Mark#${member}, which the stand-in lacks`, section),
        );
      }
    }
  });

  test('mark.js, which the stand-in loads, still makes instances with mark(keywords, options) and unmark(options)', () => {
    const section = 'Client stand-in: mark.js';
    const globals = globalThis as { window?: unknown };
    // The library reads the user agent and the console when an instance is made.
    globals.window = { navigator: { userAgent: '' }, console };
    try {
      const Mark = createRequire(resolveFromSite('mark.js'))('mark.js/dist/mark.es6.js') as new (
        root: object,
      ) => Record<string, unknown>;
      const instance = new Mark({});
      for (const [member, arity] of [
        ['mark', 2],
        ['unmark', 1],
      ] as const) {
        assert.equal(typeof instance[member], 'function', changed(`mark.js instances have no ${member}()`, section));
        assert.equal(
          (instance[member] as () => void).length,
          arity,
          changed(`mark.js's ${member}() now takes ${(instance[member] as () => void).length} arguments`, section),
        );
        assert.equal(
          LazyMark.prototype[member].length,
          arity,
          changed(`the stand-in's ${member}() takes other arguments than mark.js's`, section),
        );
      }
    } finally {
      delete globals.window;
    }
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
    const themes = [
      classicTheme,
      path.join(searchPlugin, 'client/client/theme'),
      path.join(packageDir('@docusaurus/plugin-ideal-image'), 'lib/theme'),
    ];
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

describe('search plugin', () => {
  const section = 'Search plugin';
  test(`its page is still at /${ROUTES.search}, and still renders no <main> of its own`, () => {
    assert.match(
      read(path.join(searchPlugin, 'server/server/index.js')),
      new RegExp(`\\[context\\.baseUrl, "${ROUTES.search}"\\]`),
      changed(`the search page is no longer at /${ROUTES.search}, where the Layout wrapper adds <main>`, section),
    );
    const page = read(path.join(searchPlugin, 'client/client/theme/SearchPage/SearchPage.jsx'));
    assert.doesNotMatch(
      page,
      /<main\b|role="main"/,
      changed('the search page now has its own main landmark, so the Layout wrapper nests a second one', section),
    );
  });

  test('its hashed index file names still match what the server caches as immutable', () => {
    const generator = read(path.join(searchPlugin, 'server/server/utils/generate.js'));
    assert.ok(
      generator.includes('searchIndexFilename = `search-index{dir}-${indexHash}.json`'),
      changed('the search index is no longer named search-index{dir}-<hash>.json', section),
    );
    assert.ok(
      read(path.join(searchPlugin, 'server/server/utils/getIndexHash.js')).includes('.digest("hex").substring(0, 8)'),
      changed('the search index hash is no longer 8 hex digits', section),
    );
    for (const dir of ['', '-docs-default-current']) {
      assert.match(
        cacheControlFor(`/search-index${dir}-0123abcd.json`),
        /immutable/,
        changed(`server/policy.ts no longer caches search-index${dir}-<hash>.json as immutable`, section),
      );
    }
  });

  test('every translation id we override is still used by an installed theme', () => {
    const ids = Object.keys(JSON.parse(read(path.join(siteDir, 'i18n/en/code.json'))) as Record<string, unknown>);
    const themeCode = [searchPlugin, path.join(packageDir('@docusaurus/theme-classic'), 'lib')]
      .flatMap((dir) => filesUnder(dir, /\.jsx?$/))
      .map(read)
      .join('\n');
    for (const id of ids)
      assert.ok(
        themeCode.includes(`"${id}"`) || themeCode.includes(`'${id}'`),
        changed(`no installed theme uses the translation id ${id} of i18n/en/code.json`, section),
      );
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

  test('the @docusaurus overrides pin the Docusaurus version the site depends on', () => {
    const docusaurus = manifest.dependencies['@docusaurus/core'];
    for (const [name, version] of Object.entries(manifest.overrides).filter(([name]) =>
      name.startsWith('@docusaurus/'),
    )) {
      assert.equal(
        version,
        docusaurus,
        changed(`the override of ${name} is ${version} while @docusaurus/core is ${docusaurus}`, section),
      );
    }
  });
});
