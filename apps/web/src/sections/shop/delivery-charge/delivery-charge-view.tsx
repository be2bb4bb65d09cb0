'use client';

import type {
  TDeliveryChargeSettings,
  TDeliveryChargeWriteResponse,
  TUpdateDeliveryChargeRequest,
} from '@bazaar/shared/delivery-charge';
import { parseRupees, toRupees } from '@bazaar/shared/money';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useApiFetch } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';

export const deliveryChargeKeys = { all: ['delivery-charge'] as const };

type Draft = {
  defaultRs: number | string;
  hasThreshold: boolean;
  thresholdRs: number | string;
  /** districtId → rupees ('' = the default). */
  charges: Record<string, number | string>;
};

const toRs = (paisa: number | null) => (paisa === null ? '' : toRupees(paisa));

function draftOf(s: TDeliveryChargeSettings): Draft {
  return {
    defaultRs: toRs(s.defaultCharge),
    hasThreshold: s.freeThreshold !== null,
    thresholdRs: toRs(s.freeThreshold),
    charges: Object.fromEntries(s.districts.map((d) => [d.districtId, toRs(d.charge)])),
  };
}

/** /admin/site-setting/delivery-charge: default charge, free threshold and each district's own charge; one Save. */
export function DeliveryChargeView() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const query = useQuery({
    queryKey: deliveryChargeKeys.all,
    queryFn: ({ signal }) =>
      fetcher<TDeliveryChargeSettings>('/admin/site-setting/delivery-charge', { signal }),
    enabled: status === 'authenticated',
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data));
  }, [query.data]);

  const save = useApiMutation(
    (body: TUpdateDeliveryChargeRequest, f) =>
      f<TDeliveryChargeWriteResponse>('/admin/site-setting/delivery-charge', { method: 'PUT', body }),
    { invalidate: [deliveryChargeKeys.all] },
  );

  const districts = query.data?.districts ?? [];
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q
      ? districts.filter((d) => d.name.toLowerCase().includes(q) || d.stateName.toLowerCase().includes(q))
      : districts;
  }, [districts, search]);

  const submit = async () => {
    if (!draft || !query.data) return;
    const next: Record<string, string> = {};
    const defaultCharge = parseRupees(draft.defaultRs);
    if (defaultCharge === null) next.defaultCharge = 'Enter the default charge';
    else if (defaultCharge < 0) next.defaultCharge = 'The default charge cannot be negative';
    const freeThreshold = draft.hasThreshold ? parseRupees(draft.thresholdRs) : null;
    if (draft.hasThreshold && freeThreshold === null) {
      next.freeThreshold = 'Enter the amount, or turn free delivery off';
    } else if (draft.hasThreshold && freeThreshold !== null && freeThreshold < 0) {
      next.freeThreshold = 'The amount cannot be negative';
    }
    for (const [districtId, rs] of Object.entries(draft.charges)) {
      const charge = parseRupees(rs);
      if (charge !== null && charge < 0) next[districtId] = 'A charge cannot be negative';
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const changed = query.data.districts.filter(
      (d) => parseRupees(draft.charges[d.districtId] ?? '') !== d.charge,
    );
    try {
      await save.mutateAsync({
        defaultCharge: defaultCharge ?? 0,
        freeThreshold,
        districts: changed.map((d) => ({
          districtId: d.districtId,
          charge: parseRupees(draft.charges[d.districtId] ?? ''),
        })),
      });
    } catch (err) {
      // `districts.N.*` names the N-th district sent: key it by that district's id.
      const apiErrors = (err as { errors?: { path: string; message: string }[] }).errors ?? [];
      setErrors(
        Object.fromEntries(
          apiErrors.map((e) => {
            const n = /^districts\.(\d+)\./.exec(e.path)?.[1];
            const id = n === undefined ? undefined : changed[Number(n)]?.districtId;
            return [id ?? e.path, e.message];
          }),
        ),
      );
    }
  };

  const ownCount = draft ? Object.values(draft.charges).filter((v) => v !== '').length : 0;
  return (
    <>
      <PageHeader
        title="Delivery charge"
        description="Charged per order (each store ships its own parcel). A district without its own charge pays the default."
        actions={
          <Button
            onClick={submit}
            loading={save.isPending}
            disabled={!draft}
            data-testid="save-delivery-charge"
          >
            Save
          </Button>
        }
      />
      {query.isError ? (
        <LoadError what="delivery charges" />
      ) : !draft ? (
        <Stack gap="md">
          <Skeleton h={120} />
          <Skeleton h={360} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Card withBorder radius="md" padding="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberInput
                label="Default charge (Rs.)"
                description="Per order, for districts without their own charge"
                min={0}
                thousandSeparator=","
                value={draft.defaultRs}
                onChange={(v) => setDraft({ ...draft, defaultRs: v })}
                error={errors.defaultCharge}
                data-testid="default-charge"
              />
              <Stack gap={6}>
                <Switch
                  label="Free delivery above an order amount"
                  checked={draft.hasThreshold}
                  onChange={(e) => setDraft({ ...draft, hasThreshold: e.currentTarget.checked })}
                />
                <NumberInput
                  aria-label="Free delivery from (Rs.)"
                  placeholder="Free delivery from (Rs.)"
                  min={0}
                  thousandSeparator=","
                  disabled={!draft.hasThreshold}
                  value={draft.thresholdRs}
                  onChange={(v) => setDraft({ ...draft, thresholdRs: v })}
                  error={errors.freeThreshold}
                  data-testid="free-threshold"
                />
              </Stack>
            </SimpleGrid>
          </Card>
          <Group justify="space-between" wrap="wrap">
            <TextInput
              leftSection={<IconSearch aria-hidden size={16} />}
              placeholder="Search district or state"
              aria-label="Search districts"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '1 1 240px', maxWidth: 360 }}
            />
            <Text size="sm" c="dimmed">
              {districts.length} districts · {ownCount} with their own charge
            </Text>
          </Group>
          <Paper withBorder radius="md">
            <ScrollArea>
              <Table miw={320} striped aria-label="District charges" data-testid="district-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>District</Table.Th>
                    <Table.Th w={180}>Charge (Rs.)</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {visible.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={2}>
                        <Text c="dimmed" ta="center" py="md" size="sm">
                          {districts.length === 0
                            ? 'No districts in the address tree yet.'
                            : 'No district matches.'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    visible.map((d) => {
                      return (
                        <Table.Tr key={d.districtId} data-testid="district-row">
                          <Table.Td>
                            <Text size="sm">{d.name}</Text>
                            <Text size="xs" c="dimmed">
                              {d.stateName}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <NumberInput
                              size="xs"
                              min={0}
                              thousandSeparator=","
                              aria-label={`Charge for ${d.name}`}
                              placeholder={`Default ${formatPrice(parseRupees(draft.defaultRs) ?? 0)}`}
                              value={draft.charges[d.districtId] ?? ''}
                              onChange={(v) =>
                                setDraft({ ...draft, charges: { ...draft.charges, [d.districtId]: v } })
                              }
                              error={errors[d.districtId]}
                            />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })
                  )}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Paper>
        </Stack>
      )}
    </>
  );
}
