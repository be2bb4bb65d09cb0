'use client';

import { ADDRESS_LEVELS, type TAddressNode } from '@bazaar/shared/address';
import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The chosen node per level (State, District, Municipality, Area); '' when not chosen. */
export type TAddressChain = [string, string, string, string];

/** One level of the address tree, loaded when `enabled` (its parent is chosen). */
export function useAddressChildren(parentId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['address', 'children', parentId ?? 'root'],
    queryFn: ({ signal }) =>
      apiFetch<TAddressNode[]>('/address/children', { query: { parentId: parentId ?? undefined }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The four levels' lists for a chain: the States, then the children of each chosen level. */
function useAddressLevels(chain: TAddressChain) {
  return [
    useAddressChildren(null, true),
    useAddressChildren(chain[0] || null, Boolean(chain[0])),
    useAddressChildren(chain[1] || null, Boolean(chain[1])),
    useAddressChildren(chain[2] || null, Boolean(chain[2])),
  ];
}

/**
 * The chosen places as the API labels a place, deepest first ("Budhanilkantha, Kathmandu, Bagmati"),
 * from the lists the selects loaded; '' while nothing is chosen.
 */
export function useAddressChainLabel(chain: TAddressChain): string {
  const levels = useAddressLevels(chain);
  return chain
    .map((id, level) => (id ? levels[level]?.data?.find((n) => n._id === id)?.name : undefined))
    .filter((name): name is string => Boolean(name))
    .reverse()
    .join(', ');
}

type Props = {
  value: TAddressChain;
  onChange: (value: TAddressChain) => void;
  /** Shown under the first level still to choose (at most the Municipality), which is marked invalid. */
  error?: React.ReactNode;
  /** A place must be chosen: the State is marked required. */
  required?: boolean;
  /** One column where the space is narrow (a filter sidebar); default one on a phone, two above. */
  cols?: number | { base: number; sm: number };
};

/** State → District → Municipality → Area, each list loaded when its parent is chosen. */
export function AddressSelects({ value, onChange, error, required, cols = { base: 1, sm: 2 } }: Props) {
  const levels = useAddressLevels(value);
  const firstEmpty = value.findIndex((id) => !id);
  const errorLevel = Math.min(firstEmpty === -1 ? 2 : firstEmpty, 2);
  const pick = (level: number, id: string | null) => {
    if ((id ?? '') === value[level]) return;
    const next = [...value] as TAddressChain;
    next[level] = id ?? '';
    for (let l = level + 1; l < 4; l++) next[l] = '';
    onChange(next);
  };
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {ADDRESS_LEVELS.map((label, level) => {
        const query = levels[level]!;
        const parentChosen = level === 0 || Boolean(value[level - 1]);
        const options = (query.data ?? []).map((n) => ({ value: n._id, label: n.name }));
        const noChildren = parentChosen && query.isSuccess && options.length === 0;
        return (
          <Select
            key={label}
            label={level === 3 ? `${label} (optional)` : label}
            placeholder={
              !parentChosen
                ? `Choose the ${ADDRESS_LEVELS[level - 1]?.toLowerCase()} first`
                : noChildren
                  ? 'None listed'
                  : `Choose ${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label.toLowerCase()}`
            }
            description={
              level === 2 && noChildren
                ? 'None listed for this district yet: the district is enough'
                : undefined
            }
            data={options}
            value={value[level] || null}
            onChange={(id) => pick(level, id)}
            disabled={!parentChosen || noChildren}
            searchable
            // Choosing the chosen place again keeps it; the clear button empties the level.
            allowDeselect={false}
            clearable
            nothingFoundMessage="No match"
            withAsterisk={required && level === 0}
            error={level === errorLevel && error ? error : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** The deepest chosen node: what the API stores. */
export function chainTarget(chain: TAddressChain): string {
  return chain[3] || chain[2] || chain[1] || chain[0] || '';
}
