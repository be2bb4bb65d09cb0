'use client';

import {
  SAVED_SEARCH_EMAIL_LABELS,
  SAVED_SEARCH_EMAILS,
  SAVED_SEARCH_NAME_MAX,
  type TSavedSearch,
  type TSavedSearchEmail,
} from '@bazaar/shared/saved-search';
import { SECTION_INFO } from '@bazaar/shared/section';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBellPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { Form } from '@/components/form/form';
import { IntentLink } from '@/components/intent-link';
import { ListingPager } from '@/components/listing/listing-pager';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/section/empty-state';
import { formatDate } from '@/lib/format';
import {
  useDeleteSavedSearch,
  useMarkSavedSearchSeen,
  useSavedSearches,
  useUpdateSavedSearch,
} from './queries';

const EMAIL_OPTIONS = SAVED_SEARCH_EMAILS.map((value) => ({
  value,
  label: SAVED_SEARCH_EMAIL_LABELS[value],
}));

/** /user/saved-searches: each saved search with its new matches, opened, renamed, paused, emailed as chosen, deleted. */
export function SavedSearchesView() {
  const [page, setPage] = useState(1);
  const list = useSavedSearches(page);
  const [renaming, setRenaming] = useState<TSavedSearch | null>(null);
  const [deleting, setDeleting] = useState<TSavedSearch | null>(null);
  const remove = useDeleteSavedSearch();
  const data = list.data;

  return (
    <>
      <PageHeader
        title="Saved searches"
        description="New listings that match a saved search reach you in the bell, by email and by push, as you choose in your notification settings."
      />
      {list.isError && !data ? (
        <LoadError what="saved searches" />
      ) : !data ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading saved searches">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={132} radius="md" />
          ))}
        </Stack>
      ) : data.docs.length === 0 ? (
        <EmptyState
          icon={IconBellPlus}
          title="No saved searches yet"
          message="On any list, category or search page, press “Save search”: you are told when something new matches it."
          action={{ label: 'Browse the shop', href: '/shop' }}
        />
      ) : (
        <Stack gap="md">
          {data.docs.map((search) => (
            <SavedSearchCard
              key={search._id}
              search={search}
              onRename={() => setRenaming(search)}
              onDelete={() => setDeleting(search)}
            />
          ))}
          <ListingPager pagination={data.pagination} onChange={setPage} />
        </Stack>
      )}
      <RenameModal search={renaming} onClose={() => setRenaming(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this saved search?"
        message={`“${deleting?.name ?? ''}” is deleted with its matches; you are no longer told of new ones.`}
        confirmLabel="Delete"
        isDestructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}

function SavedSearchCard({
  search,
  onRename,
  onDelete,
}: {
  search: TSavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateSavedSearch();
  const seen = useMarkSavedSearchSeen();
  const titleId = `saved-search-${search._id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="article"
      aria-labelledby={titleId}
      data-testid="saved-search"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {search.name}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {search.section ? SECTION_INFO[search.section].label : 'Every section'}
              </Badge>
              {search.isPaused ? (
                <Badge variant="light" color="orange">
                  Paused
                </Badge>
              ) : null}
              <Text size="sm" c="dimmed">
                Saved {formatDate(search.createdAt)}
              </Text>
            </Group>
          </Stack>
          {search.newMatches > 0 ? (
            <Badge size="lg" data-testid="new-matches">
              {search.newMatches} new
            </Badge>
          ) : (
            <Text size="sm" c="dimmed" data-testid="new-matches">
              No new matches
            </Text>
          )}
        </Group>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Button
            component={IntentLink}
            href={search.path}
            variant="light"
            onClick={() => seen.mutate(search._id)}
          >
            Open search
          </Button>
          <NativeSelect
            label="Email"
            data={EMAIL_OPTIONS}
            value={search.email}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate({ id: search._id, email: e.currentTarget.value as TSavedSearchEmail })
            }
            w={160}
          />
          <Switch
            label="Alerts on"
            checked={!search.isPaused}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: search._id, isPaused: !e.currentTarget.checked })}
            mb={8}
          />
        </Group>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil aria-hidden size={14} />}
            onClick={onRename}
            aria-label={`Rename “${search.name}”`}
          >
            Rename
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash aria-hidden size={14} />}
            onClick={onDelete}
            aria-label={`Delete “${search.name}”`}
          >
            Delete
          </Button>
          <Anchor component={IntentLink} href="/user/settings/notifications" size="sm" ml="auto">
            Notification settings
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

function RenameModal({ search, onClose }: { search: TSavedSearch | null; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (search) {
      setName(search.name);
      setError(null);
    }
  }, [search]);
  return (
    <Modal opened={search !== null} onClose={onClose} title="Rename saved search" centered>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const trimmed = name.trim();
          if (!trimmed) {
            setError('Give it a name');
            return;
          }
          if (search) update.mutate({ id: search._id, name: trimmed }, { onSuccess: onClose });
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save name
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
