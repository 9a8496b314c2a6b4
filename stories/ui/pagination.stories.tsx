import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Pagination, type PaginationProps } from "../../src/ui/pagination";

function PaginationDemo(args: PaginationProps) {
  const [page, setPage] = useState({ offset: args.offset, limit: args.limit });
  return <Pagination {...args} {...page} onChange={setPage} />;
}

const meta = {
  title: "UI/Pagination",
  component: Pagination,
  args: { offset: 0, limit: 10, total: 237, onChange: () => {} },
  render: (args) => <PaginationDemo {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { offset: 100 } };
export const LastPage: Story = { args: { offset: 230 } };
/** spec §9: options 5, 10, 12, 25, 50, 100, 150 plus the configured value (here 20). */
export const ConfiguredPageSize: Story = { args: { limit: 20, configuredPageSize: 20 } };
export const Empty: Story = { args: { total: 0 } };
/** Numbers follow the locale: switch to es or de to see 12.345. */
export const LargeTotal: Story = { args: { offset: 10000, limit: 100, total: 12345 } };
