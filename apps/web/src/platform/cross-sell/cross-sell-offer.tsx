'use client';

import type { TCrossSellOffer } from '@bazaar/shared/cross-sell';
import { CROSS_SELL_WORDING, type TCrossSellFrom } from '@bazaar/shared/cross-sell-constants';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useEffect } from 'react';
import { IntentLink } from '@/components/intent-link';
import { countCrossSell } from './count';

/**
 * Another section's help with what is on the page ("Hire a tasker to assemble it", "Moving in? Hire
 * movers"): it opens the task form filled in. Counted once shown and when followed (decision 049).
 */
export function CrossSellOffer({ offer, from }: { offer: TCrossSellOffer; from: TCrossSellFrom }) {
  const wording = CROSS_SELL_WORDING[offer.purpose];
  useEffect(() => countCrossSell({ from, step: 'shown' }), [from]);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="cross-sell-offer">
      <Stack gap="xs">
        <Text fw={600}>{wording.heading}</Text>
        <Text size="sm" c="dimmed">
          Taskers in {offer.taskCategory.name} can help. Post a task and get offers.
        </Text>
        <Button
          component={IntentLink}
          href={offer.href}
          variant="light"
          leftSection={<IconTool aria-hidden size={18} />}
          onClick={() => countCrossSell({ from, step: 'started' })}
        >
          {wording.action}
        </Button>
      </Stack>
    </Paper>
  );
}
