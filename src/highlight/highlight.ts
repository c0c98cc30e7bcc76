/**
 * Highlights code as HTML at build time with the same Prism grammars the theme used to run in the browser, so
 * pages ship finished markup instead of a tokenizer.
 */
import { Prism } from 'prism-react-renderer';
import './prismGlobal';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-http';
import { escapeHtml } from '../text/escapeHtml';

/** Fence languages shown as plain, unhighlighted text. */
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/** The code as HTML: Prism's `token` spans, or escaped text for a plain block. Throws on a language Prism lacks. */
export function highlightToHtml(code: string, language: string): string {
  const lang = language.toLowerCase();
  if (PLAIN_LANGUAGES.has(lang)) return escapeHtml(code);
  const grammar = Prism.languages[lang];
  // Prism.languages also holds its helper functions (extend, insertBefore), which are not grammars.
  if (typeof grammar !== 'object')
    throw new Error(`No Prism grammar for the code language "${language}"; use a known language or "text".`);
  return Prism.highlight(code, grammar, lang);
}
