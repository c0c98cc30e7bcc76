/** Where the build serves a page's Markdown export: its route plus ".md" (the corpus contract). */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}

/** Links that open an AI assistant with a prompt pointing it at the page's Markdown. */
export function assistantLinks(markdownUrl: string): { chatGpt: string; claude: string } {
  const prompt = encodeURIComponent(`Read ${markdownUrl} and answer my questions about it.`);
  return { chatGpt: `https://chatgpt.com/?q=${prompt}`, claude: `https://claude.ai/new?q=${prompt}` };
}

/** How an editor's agent connects to the docs MCP server at `mcpUrl`: install links for Cursor and VS Code, and
 * Claude Code's command. */
export function editorConnections(
  name: string,
  mcpUrl: string,
): { cursor: string; vsCode: string; claudeCommand: string } {
  // Cursor takes the server's mcp.json entry in base64, VS Code its name, type and URL as JSON.
  const cursorConfig = btoa(JSON.stringify({ url: mcpUrl }));
  const vsCodeConfig = JSON.stringify({ name, type: 'http', url: mcpUrl });
  return {
    cursor: `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(cursorConfig)}`,
    vsCode: `vscode:mcp/install?${encodeURIComponent(vsCodeConfig)}`,
    claudeCommand: `claude mcp add --transport http ${name} ${mcpUrl}`,
  };
}
