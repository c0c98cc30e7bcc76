const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text made safe for HTML element content and for a double-quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]);
