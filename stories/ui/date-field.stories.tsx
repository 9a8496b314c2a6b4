import type { Meta, StoryObj } from "@storybook/react-vite";
import { DateField } from "../../src/ui/date-field";

const meta = {
  title: "UI/DateField",
  component: DateField,
  args: { label: "Start date", min: "2025-01-01", max: "2026-12-31" },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: "2026-03-01", hint: "The first day of the period" } };
export const WithError: Story = { args: { defaultValue: "2026-03-01", error: "The end date must be on or after the start date" } };
export const Disabled: Story = { args: { defaultValue: "2026-03-01", disabled: true } };
