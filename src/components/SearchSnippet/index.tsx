import React from 'react';
import type { SnippetPart } from '../../search/snippet';

/** A result's text around the first match, with the matched words marked. Rendered as text, never as HTML. */
export default function SearchSnippet({ parts, className }: { parts: SnippetPart[]; className?: string }) {
  return (
    <span className={className}>
      {parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}
