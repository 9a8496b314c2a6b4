import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Stepper, StepperProgress, type StepperProps } from "../../src/ui/stepper";

const steps = [
  { id: "supply", label: "Supply point" },
  { id: "holder", label: "Holder" },
  { id: "tariff", label: "Tariff" },
  { id: "payment", label: "Payment" },
  { id: "confirm", label: "Confirmation" },
];

const meta = {
  title: "UI/Stepper",
  component: Stepper,
  args: { steps, current: 2, maxReachable: 3 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive(args: StepperProps) {
  const [current, setCurrent] = useState(args.current);
  return <Stepper {...args} current={current} onStepSelect={setCurrent} />;
}

/** Steps up to maxReachable are buttons (here back to 1-2, forward to 4). */
export const Clickable: Story = { render: (args) => <Interactive {...args} /> };
export const NotClickable: Story = {};
/** While a step is saved no step can be chosen (the buttons stay focusable). */
export const Busy: Story = { args: { busy: true, onStepSelect: () => {} } };

/** Below 768 px of container width the stepper turns into "n / total" and a bar. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Stepper {...args} />
    </div>
  ),
};

export const ProgressOnly: Story = { render: () => <StepperProgress current={1} total={5} stepLabel="Holder" /> };
