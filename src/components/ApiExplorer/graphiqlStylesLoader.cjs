/**
 * Build-time loader, used only by an inline request in ./Explorer.tsx: GraphiQL's stylesheet as a JS string.
 *
 * Two reasons not to import the stylesheet like other CSS: Docusaurus merges every imported stylesheet, even one
 * imported by a lazy chunk, into the one `styles.css` that all pages load; and GraphiQL's file embeds its web fonts
 * as data URIs (about 270 KB gzip of its 275). The explorer inserts this text when it mounts and removes it when it
 * unmounts, and uses the site's fonts instead of the dropped ones.
 */
module.exports = function graphiqlStylesLoader(source) {
  const css = String(source)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@font-face\s*\{[^}]*\}/g, '')
    .replace(/\n\s*\n/g, '\n');
  return `export default ${JSON.stringify(css)};`;
};
