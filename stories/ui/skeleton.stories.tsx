import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "../../src/ui/skeleton";
import { Spinner } from "../../src/ui/spinner";

const meta = {
  title: "UI/Skeleton",
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = { args: { lines: 3 } };
export const Rectangle: Story = { args: { shape: "rect", height: "8rem" } };
export const Circle: Story = { args: { shape: "circle", width: "3rem" } };

/** Skeletons are hidden from assistive technology: pair them with a status. */
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: "grid", gridTemplateColumns: "3rem 1fr", gap: 16, maxWidth: 480 }}>
      <Skeleton shape="circle" width="3rem" />
      <div>
        <Skeleton lines={2} />
        <Spinner size="small" label="Loading contract" />
      </div>
    </div>
  ),
};
