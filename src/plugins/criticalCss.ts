/**
 * Paint before the stylesheet arrives. After the build, the site's stylesheet loses the rules no page or script can
 * use (src/plugins/unusedCss.ts) and takes a new name from its new content; then every page gets the rules of that
 * stylesheet its own HTML uses inlined in its head (Beasties), and loads the whole stylesheet once React has hydrated
 * the page, through one loader script. The script is the same on every page, so the CSP allows it by its hash
 * (server/inlineScripts.ts); without JavaScript, a <noscript> link loads the stylesheet as before. In the same pass,
 * which rewrites each page once, every page names its route's scripts at the end of its body (./routeScripts.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readRouteChunkUrls, withRouteScripts } from './routeScripts';
import { classesOf, withoutUnusedCss, wordsOf } from './unusedCss';

/**
 * Rules for what is on screen before the stylesheet arrives but not in the built HTML, which Beasties matches against:
 * the colour mode and a dismissed announcement bar (both set on <html> by the theme's inline script), the mobile menu
 * (the theme renders it in the browser only, inside the navbar), and :has() rules, which Beasties cannot evaluate.
 */
export const ALWAYS_CRITICAL = [
  /\[data-theme[=\]]/,
  /data-announcement-bar-initially-dismissed/,
  /\.navbar-sidebar/,
  /:has\(/,
];

/**
 * Replaces Beasties' loader, which fetches the stylesheet at once: on a phone the sheet then arrived while the CPU was
 * still parsing the page, and its style pass on top of the inline rules delayed the largest paint (quickstart median
 * 3.21 s against 2.42 s when fetched after load, 6 interleaved loads each). Fetched at the load event, its style pass
 * still fell in the middle of hydration; it now waits for the theme's `data-has-hydrated` (hydrated 0.25 to 0.3 s
 * sooner on the quickstart and `api/where-filter`, 7 interleaved loads each). The inline rules style everything the
 * page's HTML holds until then. Reads its URL and media from its own tag.
 */
const AFTER_HYDRATION_LOADER =
  "(function(d){var h=document.documentElement;new MutationObserver(function(m,o){if(h.dataset.hasHydrated!=='true')return;o.disconnect();var l=document.createElement('link');l.rel='stylesheet';l.href=d.href;l.media=d.media||'all';document.head.appendChild(l)}).observe(h,{attributes:true,attributeFilter:['data-has-hydrated']})})(document.currentScript.dataset)";

/** The page with its stylesheets loaded once it has hydrated, without the preload that fetched them early. */
export function stylesheetsAfterHydration(html: string): string {
  return html
    .replace(/<link rel="preload" href="[^"]+\.css" as="style">/g, '')
    .replace(
      /(<script data-href="[^"]+\.css" data-media="[^"]*">)[\s\S]*?(<\/script>)/g,
      `$1${AFTER_HYDRATION_LOADER}$2`,
    );
}

/**
 * How far into the article (in bytes of HTML) its first section heading may start for the page to hold its first frame
 * until that heading is parsed. Past it (a diagram or a long table before the first section, as on `get-started/auth`),
 * the page paints as it parses.
 */
export const FIRST_FRAME_MAX_BYTES = 12_000;

/**
 * The page with its first frame held until the article's first section heading is parsed (`<link rel=expect>`, which
 * Chromium 124 and later follow and other browsers ignore). On a phone's CPU every frame drawn while the parser works
 * through the navbar and the article's opening costs a style and layout pass, and the first paragraph, the page's
 * largest paint, came frames later (phone loads in README.md, "Speed on a phone").
 */
export function withFirstFrameAtFirstSection(html: string): string {
  const article = html.indexOf('<article');
  const heading = article < 0 ? -1 : html.indexOf('<h2', article);
  if (heading < 0 || heading - article > FIRST_FRAME_MAX_BYTES) return html;
  const id = /\sid=(?:"([^"]+)"|([^\s">]+))/.exec(html.slice(heading, html.indexOf('>', heading)));
  if (!id) return html;
  return html.replace('<meta charset="UTF-8">', `$&<link rel="expect" href="#${id[1] ?? id[2]}" blocking="render">`);
}

const CSS_DIR = 'assets/css';
const JS_DIR = 'assets/js';

/** The HTML file Docusaurus wrote for a route: `/docs/a/b` is `a/b/index.html`, `/docs/404.html` itself. */
export function htmlFileOf(outDir: string, baseUrl: string, route: string): string {
  const relative = route.slice(baseUrl.length);
  return path.join(outDir, relative.endsWith('.html') ? relative : path.join(relative, 'index.html'));
}

/** Other plugins read the pages in their postBuild at the same time: each sees the old file or the new one. */
async function replaceFile(file: string, content: string): Promise<void> {
  await writeFile(`${file}.tmp`, content);
  await rename(`${file}.tmp`, file);
}

/**
 * Beasties rebases the url() of every rule it inlines, and its pattern takes a double-quoted data: URL that holds an
 * escaped quote (Infima's SVG icons: `xmlns=\"http://…\"`) for a relative path: pages asked for
 * `/docs/assets/css/"data:image/svg+xml…` (a 404) instead of drawing the breadcrumb separator and search icon. With
 * the SVG's attributes in single quotes the URL passes through whole.
 */
export function withDataUrlsBeastiesKeeps(css: string): string {
  return css.replace(/url\("(data:(?:[^"\\]|\\.)*)"\)/g, (match, url: string) =>
    url.includes('\\"') && !url.includes("'") ? `url("${url.replaceAll('\\"', "'")}")` : match,
  );
}

/** Each stylesheet without its unused CSS, under a name with its new content hash: old name to new. */
async function removeUnusedCss(outDir: string, pages: string[]): Promise<Map<string, string>> {
  const scripts = (
    await Promise.all(
      (await readdir(path.join(outDir, JS_DIR)))
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFile(path.join(outDir, JS_DIR, name), 'utf8')),
    )
  ).join('\n');
  const pageClasses = (await Promise.all(pages.map((page) => readFile(page, 'utf8')))).flatMap(classesOf);
  const known = new Set([...pageClasses, ...wordsOf(scripts)]);
  const renamed = new Map<string, string>();
  for (const name of (await readdir(path.join(outDir, CSS_DIR))).filter((file) => file.endsWith('.css'))) {
    const css = withDataUrlsBeastiesKeeps(
      withoutUnusedCss(await readFile(path.join(outDir, CSS_DIR, name), 'utf8'), known, scripts),
    );
    const hash = createHash('md5').update(css).digest('hex').slice(0, 8);
    const newName = name.replace(/\.[0-9a-f]+\.css$/, `.${hash}.css`);
    await writeFile(path.join(outDir, CSS_DIR, newName), css);
    if (newName !== name) await rm(path.join(outDir, CSS_DIR, name));
    renamed.set(`${CSS_DIR}/${name}`, `${CSS_DIR}/${newName}`);
  }
  return renamed;
}

/**
 * The page with Beasties' head (critical rules inlined, the stylesheet fetched after hydration) and its own body, byte
 * for byte:
 * Beasties' parser does not close the `</p>` and `</li>` a minified page leaves out as a browser does, so a body it
 * re-serialized would gain empty paragraphs and fail React's hydration.
 */
export async function withCriticalCss(beasties: Beasties, html: string): Promise<string> {
  const processed = stylesheetsAfterHydration(await beasties.process(html));
  const bodyStart = (page: string) => page.search(/<body[\s>]/);
  return processed.slice(0, bodyStart(processed)) + html.slice(bodyStart(html));
}

export default function criticalCssPlugin({ baseUrl, generatedFilesDir }: LoadContext): Plugin {
  return {
    name: 'critical-css',
    async postBuild({ outDir, routesPaths }) {
      const started = Date.now();
      const pages = [...new Set(routesPaths.map((route) => htmlFileOf(outDir, baseUrl, route)))].filter(existsSync);
      const renamed = await removeUnusedCss(outDir, pages);
      const beasties = new Beasties({
        path: outDir,
        publicPath: baseUrl,
        preload: 'js',
        reduceInlineStyles: false,
        fonts: false,
        allowRules: ALWAYS_CRITICAL,
        logLevel: 'warn',
      });
      const routeChunkUrlsOf = readRouteChunkUrls(generatedFilesDir);
      const routeOf = new Map(routesPaths.map((route) => [htmlFileOf(outDir, baseUrl, route), route]));
      let routeScriptCount = 0;
      for (const page of pages) {
        let html = await readFile(page, 'utf8');
        for (const [from, to] of renamed) html = html.replaceAll(`${baseUrl}${from}`, `${baseUrl}${to}`);
        html = withFirstFrameAtFirstSection(await withCriticalCss(beasties, html));
        const urls = routeChunkUrlsOf(routeOf.get(page)!);
        routeScriptCount += urls.length;
        await replaceFile(page, withRouteScripts(html, urls));
      }
      // The generated files changed shape (UPGRADING.md, "Route scripts"): every page would hydrate a round trip later.
      if (!routeScriptCount) throw new Error('routeScripts: no page has a route chunk in client-manifest.json');
      console.log(`critical CSS and route scripts: ${pages.length} pages, ${Date.now() - started} ms`);
    },
  };
}
