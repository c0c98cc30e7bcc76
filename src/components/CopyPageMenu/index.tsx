// The "Copy page" menu: hands the page's Markdown export to the reader's clipboard or to an AI assistant.
import React, { useEffect, useId, useRef, useState } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { MCP_SERVER } from '../../config/site';
import { assistantLinks, editorConnections, markdownPath } from './links';
import styles from './styles.module.css';

type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed';
/** What a copy item puts in the clipboard. */
type CopySubject = 'page' | 'command';

const BUTTON_LABEL: Record<CopyStatus, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

const ANNOUNCEMENT: Record<CopySubject, Record<CopyStatus, string>> = {
  page: { idle: '', copying: '', copied: 'Copied the page as Markdown.', failed: 'Could not copy the page.' },
  command: {
    idle: '',
    copying: '',
    copied: 'Copied the claude mcp add command.',
    failed: 'Could not copy the command.',
  },
};

/** How long a result stays on the button; an error stays longer so it is not missed. */
const RESULT_MS: Partial<Record<CopyStatus, number>> = { copied: 2000, failed: 4000 };

async function copyText(text: () => Promise<string>): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(await text());
    return true;
  } catch {
    return false;
  }
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

function CopyIcon(): React.JSX.Element {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="5.5" y="5.5" width="8" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M10.5 3.5V3A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v7A1.5 1.5 0 0 0 4 11.5h1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

function ChevronIcon(): React.JSX.Element {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** Menu items that each open a link, in a new tab or in place. */
function MenuLinks({
  links,
  target,
  onChoose,
}: {
  links: { label: string; href: string }[];
  target: '_blank' | '_self';
  onChoose: () => void;
}): React.JSX.Element {
  return (
    <>
      {links.map(({ label, href }) => (
        <li role="none" key={label}>
          <Link
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={href}
            target={target}
            rel="noopener noreferrer"
            onClick={onChoose}>
            {label}
          </Link>
        </li>
      ))}
    </>
  );
}

export default function CopyPageMenu({ permalink }: { permalink: string }): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  const mdPath = markdownPath(permalink);
  const links = assistantLinks(`${siteConfig.url}${mdPath}`);
  const editors = editorConnections(MCP_SERVER.name, `${siteConfig.url}${siteConfig.baseUrl}${MCP_SERVER.route}`);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CopyStatus>('idle');
  const [subject, setSubject] = useState<CopySubject>('page');
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const editorsLabelId = useId();

  const menuItems = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const items = menuItems();
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  useEffect(() => {
    const resultMs = RESULT_MS[status];
    if (resultMs === undefined) return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), resultMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  function openMenu(focus: 'first' | 'last'): void {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function closeMenu(): void {
    setOpen(false);
    buttonRef.current?.focus();
  }

  async function copy(what: CopySubject, text: () => Promise<string>): Promise<void> {
    closeMenu();
    setSubject(what);
    setStatus('copying');
    setStatus((await copyText(text)) ? 'copied' : 'failed');
  }

  function onButtonKeyDown(event: React.KeyboardEvent<HTMLButtonElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: React.KeyboardEvent<HTMLUListElement>): void {
    const items = menuItems();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusItem = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        focusItem(current - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(items.length - 1);
        break;
      case 'Escape':
        closeMenu();
        break;
      case ' ':
        // Space activates a menu item; links only react to Enter on their own.
        (event.target as HTMLElement).click();
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div ref={rootRef} className={styles.pageMenu} data-pagefind-ignore="all">
      {/* The menu is on every page with a Markdown export; agents and servers find it by this link. */}
      <Head>
        <link rel="alternate" type="text/markdown" href={mdPath} />
      </Head>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}>
        <CopyIcon />
        <span className={styles.label}>{BUTTON_LABEL[status]}</span>
        <ChevronIcon />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}>
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => void copy('page', () => fetchText(mdPath))}>
            Copy page as Markdown
          </button>
        </li>
        <li role="none">
          {/* eslint-disable-next-line @docusaurus/no-html-links -- a file, not a route: <Link> would route to a 404 */}
          <a role="menuitem" tabIndex={-1} className={styles.item} href={mdPath} onClick={closeMenu}>
            View as Markdown
          </a>
        </li>
        <MenuLinks
          links={[
            { label: 'Open in ChatGPT', href: links.chatGpt },
            { label: 'Open in Claude', href: links.claude },
          ]}
          target="_blank"
          onChoose={closeMenu}
        />
        <li role="separator" className={styles.separator} />
        <li role="none">
          {/* The group's name for screen readers, through aria-labelledby; sighted readers see it as its heading. */}
          <span id={editorsLabelId} aria-hidden="true" className={styles.groupLabel}>
            Connect to your editor
          </span>
          <ul role="group" aria-labelledby={editorsLabelId} className={styles.group}>
            {/* The editor's own URL scheme opens the editor; a new tab would stay blank. */}
            <MenuLinks
              links={[
                { label: 'Add to Cursor', href: editors.cursor },
                { label: 'Add to VS Code', href: editors.vsCode },
              ]}
              target="_self"
              onChoose={closeMenu}
            />
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => void copy('command', async () => editors.claudeCommand)}>
                Copy claude mcp add command
              </button>
            </li>
          </ul>
        </li>
      </ul>
      <span role="status" className={styles.visuallyHidden}>
        {ANNOUNCEMENT[subject][status]}
      </span>
    </div>
  );
}
