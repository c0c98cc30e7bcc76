// Swizzled: code is highlighted at build time (src/remark/highlightCode.ts), so the browser has no Prism to add
// languages to, and the stock version would still bundle Prism's language list for its dynamic require.
export default function prismIncludeLanguages(): void {}
