'use client';

import { FAQ_SECTION_LABEL, FAQ_SECTIONS, type TFaq } from '@bazaar/shared/faq';
import { Accordion, Box, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconHelp, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { HydratedFieldset } from '@/components/form/form';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { EmptyState } from '@/components/section/empty-state';

/** Lowercase, accents off: "Café" finds "cafe". */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** True when every word typed is in the question or the answer. */
function matches(faq: TFaq, words: string[]): boolean {
  const haystack = fold(`${faq.question} ${faq.answerText}`);
  return words.every((w) => haystack.includes(w));
}

/** /faq: the published questions by section, filtered in the browser as the visitor types. */
export function FaqView({ faqs }: { faqs: TFaq[] }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const words = useMemo(() => fold(deferred).split(/\s+/).filter(Boolean), [deferred]);
  const shown = words.length > 0 ? faqs.filter((f) => matches(f, words)) : faqs;
  const sections = FAQ_SECTIONS.map((section) => ({
    section,
    items: shown.filter((f) => f.section === section),
  })).filter((s) => s.items.length > 0);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
        Frequently asked questions
      </Title>
      <Text c="dimmed" mb="lg">
        About shopping, tasks, jobs, renting and your account.
      </Text>
      <HydratedFieldset>
        <TextInput
          type="search"
          label="Search the questions"
          placeholder="e.g. delivery, deposit, apply"
          leftSection={<IconSearch aria-hidden size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          mb="lg"
        />
      </HydratedFieldset>
      <Text size="sm" c="dimmed" aria-live="polite" mb="sm" data-testid="faq-count">
        {words.length > 0
          ? `${shown.length} ${shown.length === 1 ? 'question matches' : 'questions match'}`
          : ''}
      </Text>
      {sections.length === 0 ? (
        <EmptyState
          icon={IconHelp}
          title={faqs.length === 0 ? 'No questions yet' : 'No question matches'}
          message={
            faqs.length === 0
              ? 'Answers to common questions appear here soon.'
              : 'Try other words, or write to us: we answer every message.'
          }
          action={{ label: 'Write to us', href: '/contact' }}
        />
      ) : (
        <Stack gap="xl">
          {sections.map(({ section, items }) => (
            <Box component="section" key={section} aria-labelledby={`faq-${section}`}>
              <Title order={2} fz="h3" id={`faq-${section}`} mb="xs">
                {FAQ_SECTION_LABEL[section]}
              </Title>
              <Accordion variant="separated" multiple>
                {items.map((faq) => (
                  <Accordion.Item key={faq._id} value={faq._id} data-testid="faq-item">
                    <Accordion.Control>{faq.question}</Accordion.Control>
                    <Accordion.Panel>
                      <RichTextView html={faq.answer} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}
