'use client';

import { Badge, Button, Divider, Group, NavLink, Stack, TextInput, Title } from '@mantine/core';
import { Children, type FormEvent, Fragment, type ReactNode, useEffect, useState } from 'react';
import { Form } from '@/components/form/form';
import { WholeNumberInput } from '@/components/form/whole-number-input';

/** A titled block of a listing's filter panel. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * A listing's filter panel: its blocks one under the other, a rule between each (a block left out,
 * `null`, takes no rule). The same panel sits in the sidebar on a desktop and in a drawer on a phone.
 */
export function FilterPanel({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg">
      {Children.toArray(children).map((block, i) => (
        <Fragment key={i}>
          {i > 0 ? <Divider /> : null}
          {block}
        </Fragment>
      ))}
    </Stack>
  );
}

/** One choice of a listing's filter list, with how many listings it has when that is known. */
export type TFilterChoice<V extends string = string> = { value: V; label: string; count?: number };

/**
 * A list of choices of which one, or none ("All categories"), filters a listing: its categories, its
 * types. `label` names the list for a screen reader.
 */
export function ChoiceFilter<V extends string>({
  label,
  allLabel,
  allCount,
  choices,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  /** How many the "all" choice holds, where the choices' counts add up to it. */
  allCount?: number | undefined;
  choices: readonly TFilterChoice<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}) {
  // A list of buttons: each choice is announced as a button, pressed when it is the one applied.
  return (
    <Stack component="ul" gap={2} aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      <li>
        <NavLink
          component="button"
          label={allLabel}
          active={!value}
          aria-pressed={!value}
          rightSection={<CountBadge count={allCount} />}
          onClick={() => onChange(undefined)}
        />
      </li>
      {choices.map((choice) => (
        <li key={choice.value}>
          <NavLink
            component="button"
            label={choice.label}
            active={value === choice.value}
            aria-pressed={value === choice.value}
            rightSection={<CountBadge count={choice.count} />}
            onClick={() => onChange(choice.value)}
          />
        </li>
      ))}
    </Stack>
  );
}

/**
 * The "Category" block of a section's filter panel, handed the panel's props: "All categories", then
 * each category with how many open listings it has (`count`). `label` names the list ("Task categories").
 */
export function CategoryFilter<C extends { slug: string; name: string }>({
  label,
  count,
  categories,
  state,
  onSelectCategory,
}: {
  label: string;
  count: (category: C) => number;
  categories: C[] | undefined;
  state: { category?: string | undefined };
  onSelectCategory: (slug: string | undefined) => void;
}) {
  return (
    <FilterSection title="Category">
      <ChoiceFilter
        label={label}
        allLabel="All categories"
        choices={(categories ?? []).map((c) => ({ value: c.slug, label: c.name, count: count(c) }))}
        value={state.category}
        onChange={onSelectCategory}
      />
    </FilterSection>
  );
}

/**
 * A block with one day (a task due by it, a rental free by it): `words` are its title, the input's
 * name and what it finds; an empty input is no filter.
 */
export function DayFilter({
  words: [title, label, description],
  value,
  onChange,
}: {
  words: readonly [title: string, label: string, description: string];
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <FilterSection title={title}>
      <TextInput
        type="date"
        aria-label={label}
        description={description}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value || undefined)}
      />
    </FilterSection>
  );
}

function CountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Badge size="xs" variant="light" circle={count < 10}>
      {count}
    </Badge>
  );
}

function toInputValue(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

function fromInputValue(digits: string): number | undefined {
  if (digits === '') return undefined;
  const n = Number(digits);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
}

/** The range of whole rupees a listing's state holds (a budget, a price); an open end is undefined. */
type TRupeeRange = { minRupees?: number | undefined; maxRupees?: number | undefined };

type RupeeRangeFilterProps = {
  name: string;
  range: TRupeeRange;
  /** Both ends at once, so one patch of the state applies them (`onChange` of a filter panel). */
  onApply: (range: { minRupees: number | undefined; maxRupees: number | undefined }) => void;
};

/**
 * A range of whole rupees (a price, a budget); applied on submit so typing does not fetch on every key.
 * `name` names the form and the button ("Price range", "Apply price").
 */
export function RupeeRangeFilter({ name, range, onApply }: RupeeRangeFilterProps) {
  const { minRupees: min, maxRupees: max } = range;
  const [draftMin, setDraftMin] = useState(toInputValue(min));
  const [draftMax, setDraftMax] = useState(toInputValue(max));
  // Follow the URL when it changes from elsewhere (clear filters, Back).
  useEffect(() => setDraftMin(toInputValue(min)), [min]);
  useEffect(() => setDraftMax(toInputValue(max)), [max]);

  const lo = fromInputValue(draftMin);
  const hi = fromInputValue(draftMax);
  const isReversed = lo !== undefined && hi !== undefined && lo > hi;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isReversed) onApply({ minRupees: lo, maxRupees: hi });
  }

  return (
    <Form onSubmit={submit} aria-label={`${name} range`}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <WholeNumberInput
          label="Min (Rs.)"
          placeholder="0"
          value={draftMin}
          onChange={setDraftMin}
          size="xs"
          style={{ flex: 1 }}
        />
        <WholeNumberInput
          label="Max (Rs.)"
          placeholder="Any"
          value={draftMax}
          onChange={setDraftMax}
          size="xs"
          error={isReversed ? 'Below min' : undefined}
          style={{ flex: 1 }}
        />
      </Group>
      <Button type="submit" size="xs" variant="light" fullWidth mt="xs" disabled={isReversed}>
        Apply {name.toLowerCase()}
      </Button>
    </Form>
  );
}

/** A block of the filter panel with nothing but a range of rupees, titled by its `name` ("Budget"). */
export function RupeeRangeSection(props: RupeeRangeFilterProps) {
  return (
    <FilterSection title={props.name}>
      <RupeeRangeFilter {...props} />
    </FilterSection>
  );
}
