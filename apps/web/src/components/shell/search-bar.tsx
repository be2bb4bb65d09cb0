'use client';

import { SEARCH_ALL, type SearchChoice, searchChoiceRoute, sectionOfPath } from '@bazaar/shared/search';
import { ActionIcon, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { usePathname, useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useShellWidgets } from './shell-widgets';

/**
 * `/shop/search/phone` → { section: 'shop', text: 'phone' }, `/search/phone` → { section: 'all', … },
 * so the bar mirrors the results page.
 */
function parseSearchPath(pathname: string): { section: SearchChoice; text: string } | null {
  const match = /^\/(?:(shop|task|job|rent)\/)?search\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let text = match[2] ?? '';
  try {
    text = decodeURIComponent(text);
  } catch {
    // keep the raw segment
  }
  return { section: (match[1] as SearchChoice | undefined) ?? SEARCH_ALL, text };
}

/** What the bar shows on a page: its section, and the text of a results page (undefined elsewhere). */
function barFor(pathname: string): { section: SearchChoice; text: string | undefined } {
  const fromSearch = parseSearchPath(pathname);
  return { section: fromSearch?.section ?? sectionOfPath(pathname) ?? 'shop', text: fromSearch?.text };
}

type SearchBarProps = { autoFocus?: boolean; onSearched?: () => void };

/**
 * docs/product-rules.md "Routes and shell" search: a category (current section, else shop; or All, every
 * section at once) plus required text; blank text does nothing. Both fields are the browser's own (uncontrolled): what a visitor types or
 * chooses while the page's script is still loading stays when React takes the page over, where a controlled
 * field would be reset to its first render's value.
 */
export function SearchBar({ autoFocus, onSearched }: SearchBarProps) {
  const pathname = usePathname();
  const router = useRouter();
  const { sections } = useShellWidgets();
  const selectRef = useRef<HTMLSelectElement>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const [initial] = useState(() => barFor(pathname));
  // Only for the placeholder; the select itself holds the choice.
  const [section, setSection] = useState<SearchChoice>(initial.section);
  const shownPath = useRef(pathname);

  useEffect(() => {
    const select = selectRef.current;
    const input = textRef.current;
    if (shownPath.current === pathname) {
      // First run: the select may already hold a choice made before the script started.
      if (select) setSection(select.value as SearchChoice);
      return;
    }
    // A new page: the bar mirrors its section, and a results page's text.
    shownPath.current = pathname;
    const next = barFor(pathname);
    setSection(next.section);
    if (select) select.value = next.section;
    if (next.text !== undefined && input) input.value = next.text;
  }, [pathname]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const route = searchChoiceRoute(
      (selectRef.current?.value as SearchChoice | undefined) ?? section,
      textRef.current?.value ?? '',
    );
    if (!route) return;
    router.push(route);
    onSearched?.();
  }

  return (
    // Without the script yet (a press of Enter as the page loads) the browser sends the form to /search,
    // which opens the same results page (app/search/route.ts).
    <form action="/search" method="get" onSubmit={submit} role="search" style={{ width: '100%' }}>
      <Group gap={0} wrap="nowrap" w="100%">
        {/* The browser's own select: light to start (it is in every page's header) and native on phones. */}
        <NativeSelect
          aria-label="Search category"
          name="in"
          data={[
            ...sections.map((s) => ({ value: s.name, label: s.label })),
            { value: SEARCH_ALL, label: 'All' },
          ]}
          ref={selectRef}
          defaultValue={initial.section}
          onChange={(e) => setSection(e.currentTarget.value as SearchChoice)}
          w={104}
          styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0, fontWeight: 600 } }}
        />
        <TextInput
          aria-label="Search text"
          placeholder={
            section === SEARCH_ALL
              ? 'Search everything…'
              : `Search in ${sections.find((s) => s.name === section)?.label ?? section}…`
          }
          ref={textRef}
          defaultValue={initial.text ?? ''}
          autoFocus={autoFocus}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { borderRadius: 0, borderLeft: 0, borderRight: 0 } }}
          name="q"
          type="search"
        />
        <ActionIcon
          type="submit"
          size={36}
          variant="filled"
          aria-label="Search"
          style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
        >
          <IconSearch size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
