/** Words of prose in a Markdown body: code blocks, HTML tags, import lines and link targets do not count. */
export function proseWordCount(body: string): number {
  const prose = body
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return prose.split(/\s+/).filter((word) => /[a-z]/i.test(word)).length;
}
