import { Flex, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { forgetSection, lazySection } from './lazy-sections';
import { SectionBoundary } from './section-boundary';
import type { Section } from './section-types';

/** A section's page, loaded on first open, behind a spinner and an error boundary with a retry. */
export const SectionView = ({ section }: { section: Section }) => {
  const [attempt, setAttempt] = useState(0);
  const Page = lazySection(section);
  return (
    <SectionBoundary
      key={`${section.key}:${attempt}`}
      onRetry={() => {
        forgetSection(section.key);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense
        fallback={
          <Flex align="center" justify="center" style={{ minHeight: 320 }}>
            <Spin size="large" />
          </Flex>
        }
      >
        <Page />
      </Suspense>
    </SectionBoundary>
  );
};
