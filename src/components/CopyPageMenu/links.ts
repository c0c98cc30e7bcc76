/** Where the build serves a page's Markdown export: its route plus ".md" (the corpus contract). */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}

/** Links that open an AI assistant with a prompt pointing it at the page's Markdown. */
export function assistantLinks(markdownUrl: string): { chatGpt: string; claude: string } {
  const prompt = encodeURIComponent(`Read ${markdownUrl} and answer my questions about it.`);
  return { chatGpt: `https://chatgpt.com/?q=${prompt}`, claude: `https://claude.ai/new?q=${prompt}` };
}
