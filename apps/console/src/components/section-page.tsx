import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { setPageTitle } from '../app/product-name';

type Props = {
  title: string;
  /** Buttons or filters at the right of the title. */
  extra?: ReactNode;
  children?: ReactNode;
};

/** Every section page's frame: its title (also the browser tab's), actions at the right, then the content. */
export const SectionPage = ({ title, extra, children }: Props) => {
  useEffect(() => setPageTitle(title), [title]);
  return (
    <section aria-label={title}>
      <Flex align="center" justify="space-between" gap={16} wrap style={{ marginBottom: 16, minHeight: 32 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra ? (
          <Flex gap={8} wrap align="center">
            {extra}
          </Flex>
        ) : null}
      </Flex>
      {children}
    </section>
  );
};
