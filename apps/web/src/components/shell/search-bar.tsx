'use client';

import { SECTIONS, type Section } from '@bazaar/shared/constants';
import { searchRoute, sectionOfPath } from '@bazaar/shared/search';
import { ActionIcon, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { usePathname, useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useState } from 'react';
import { SECTION_META } from './nav-links';

const OPTIONS = SECTIONS.map((s) => ({ value: s, label: SECTION_META[s].label }));

/** `/shop/search/phone` → { section: 'shop', text: 'phone' }, so the bar mirrors the results page. */
function parseSearchPath(pathname: string): { section: Section; text: string } | null {
  const match = /^\/(shop|task|job|rent)\/search\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let text = match[2] ?? '';
  try {
    text = decodeURIComponent(text);
  } catch {
    // keep the raw segment
  }
  return { section: match[1] as Section, text };
}

type SearchBarProps = { autoFocus?: boolean; onSearched?: () => void };

/** README "Routes and shell" search: a category (current section, else shop) plus required text; blank text does nothing. */
export function SearchBar({ autoFocus, onSearched }: SearchBarProps) {
  const pathname = usePathname();
  const router = useRouter();
  const [section, setSection] = useState<Section>(() => sectionOfPath(pathname) ?? 'shop');
  const [text, setText] = useState(() => parseSearchPath(pathname)?.text ?? '');

  useEffect(() => {
    const fromSearch = parseSearchPath(pathname);
    setSection(fromSearch?.section ?? sectionOfPath(pathname) ?? 'shop');
    if (fromSearch) setText(fromSearch.text);
  }, [pathname]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const route = searchRoute(section, text);
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
          data={OPTIONS}
          value={section}
          onChange={(e) => setSection(e.currentTarget.value as Section)}
          w={104}
          styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0, fontWeight: 600 } }}
        />
        <TextInput
          aria-label="Search text"
          placeholder={`Search in ${SECTION_META[section].label}…`}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
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
