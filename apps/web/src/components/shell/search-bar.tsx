'use client';

import { SEARCH_ALL, type SearchChoice, searchChoiceRoute, sectionOfPath } from '@bazaar/shared/search';
import { Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { usePathname, useRouter } from 'next/navigation';
import {
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { PlainSelect } from '@/components/form/plain-select';
import { MANTINE_INPUT } from '@/components/mantine-classes';
import { PlainActionIcon } from '@/components/plain-action-icon';
import { useShellWidgets } from './shell-widgets';
import { useTypeAhead } from './use-type-ahead';

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

/** What Mantine's size `sm` sets on an input's wrapper. */
const INPUT_SM = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
} as CSSProperties;

/**
 * docs/product-rules.md "Routes and shell" search: a category (current section, else shop; or All, every
 * section at once) plus required text; blank text does nothing. Both fields are the browser's own (uncontrolled): what a visitor types or
 * chooses while the page's script is still loading stays when React takes the page over, where a controlled
 * field would be reset to its first render's value.
 *
 * The two fields are the markup Mantine's NativeSelect and TextInput render, drawn by Mantine's own CSS
 * (`MANTINE_INPUT`), without their components: on a page without a form of its own, those were ≈ 5 kB of
 * the first load for two fields (decision 055).
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
  const typeAhead = useTypeAhead();
  const [active, setActive] = useState(-1);
  const listId = useId();
  const isOpen = typeAhead.options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

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
    typeAhead.close();
  }, [pathname, typeAhead.close]);

  // The phone's panel mounts the bar inside a collapse that is still hidden for a frame or two, where
  // the input's own autoFocus finds nothing focusable: the focus is moved once the field can take it.
  useEffect(() => {
    if (!autoFocus) return;
    let frame = 0;
    let frames = 0;
    const focusWhenShown = () => {
      const input = textRef.current;
      if (!input || document.activeElement === input) return;
      input.focus();
      if (document.activeElement !== input && frames++ < 60) frame = requestAnimationFrame(focusWhenShown);
    };
    focusWhenShown();
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);

  function closeSuggestions() {
    typeAhead.close();
    setActive(-1);
  }

  function suggest() {
    setActive(-1);
    typeAhead.ask(
      textRef.current?.value ?? '',
      (selectRef.current?.value as SearchChoice | undefined) ?? section,
    );
  }

  function open(path: string) {
    closeSuggestions();
    router.push(path);
    onSearched?.();
  }

  // The combobox's keys (WAI-ARIA combobox with a listbox): arrows move through the suggestions, Enter
  // opens the one chosen (or searches, when none is), Escape closes them.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = typeAhead.options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past the last suggestion (or before the first) the field itself is active again.
      setActive((i) => {
        const next = i + step;
        if (next >= count) return -1;
        return next < -1 ? count - 1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && active < count) {
      event.preventDefault();
      open((typeAhead.options[active] as (typeof typeAhead.options)[number]).path);
    } else if (event.key === 'Escape' && isOpen) {
      // Closes the list and keeps the text.
      event.preventDefault();
      closeSuggestions();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const route = searchChoiceRoute(
      (selectRef.current?.value as SearchChoice | undefined) ?? section,
      textRef.current?.value ?? '',
    );
    if (!route) return;
    open(route);
  }

  return (
    // Without the script yet (a press of Enter as the page loads) the browser sends the form to /search,
    // which opens the same results page (app/search/route.ts).
    <form
      action="/search"
      method="get"
      onSubmit={submit}
      role="search"
      style={{ width: '100%', position: 'relative' }}
    >
      <Group gap={0} wrap="nowrap" w="100%">
        {/* The browser's own select: light to start (it is in every page's header) and native on phones. */}
        <PlainSelect
          rootStyle={{ width: 'calc(6.5rem * var(--mantine-scale))' }}
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0, fontWeight: 600 }}
          aria-label="Search category"
          name="in"
          selectRef={selectRef}
          defaultValue={initial.section}
          onChange={(e) => {
            setSection(e.currentTarget.value as SearchChoice);
            closeSuggestions();
          }}
        >
          {sections.map((s) => (
            <option key={s.name} value={s.name}>
              {s.label}
            </option>
          ))}
          <option value={SEARCH_ALL}>All</option>
        </PlainSelect>
        <div
          style={{ flex: 1, minWidth: 0 }}
          className={`${MANTINE_INPUT.root} mantine-TextInput-root`}
          data-size="sm"
        >
          <div
            style={INPUT_SM}
            className={`${MANTINE_INPUT.wrapper} mantine-TextInput-wrapper`}
            data-variant="default"
            data-size="sm"
          >
            <input
              style={{ borderRadius: 0, borderLeft: 0, borderRight: 0 }}
              className={`${MANTINE_INPUT.input} mantine-TextInput-input`}
              data-variant="default"
              aria-label="Search text"
              placeholder={
                section === SEARCH_ALL
                  ? 'Search everything…'
                  : `Search in ${sections.find((s) => s.name === section)?.label ?? section}…`
              }
              ref={textRef}
              defaultValue={initial.text ?? ''}
              name="q"
              // A text field: HTML allows the combobox role on it, not on type="search" (which has no list).
              type="text"
              enterKeyHint="search"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={isOpen}
              aria-controls={listId}
              aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
              onInput={suggest}
              onKeyDown={onKeyDown}
              onBlur={closeSuggestions}
            />
          </div>
        </div>
        <PlainActionIcon
          type="submit"
          size={36}
          look="filled"
          label="Search"
          style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
        >
          <IconSearch aria-hidden size={18} />
        </PlainActionIcon>
      </Group>
      <div id={listId} role="listbox" aria-label="Suggestions" hidden={!isOpen} className="bz-type-ahead">
        {typeAhead.options.map((option, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches the options through the field (aria-activedescendant: arrows and Enter), as the combobox pattern has it
          <div
            key={option.path}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // Keeps the focus in the field, so its blur does not close the list before the click.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => open(option.path)}
          >
            <span className="bz-type-ahead-title">{option.title}</span>
            {/* A space, so the option's name reads "Plumbing Task category" (a flex gap shows none). */}{' '}
            <span className="bz-type-ahead-section">{option.note}</span>
          </div>
        ))}
      </div>
    </form>
  );
}
