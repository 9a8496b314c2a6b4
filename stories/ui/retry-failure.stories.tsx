import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ApiError } from "../../src/api/errors";
import { RetryFailure } from "../../src/ui/retry-failure";

const meta = {
  title: "UI/RetryFailure",
  component: RetryFailure,
  args: { retry: { label: "Try again", onClick: fn() } },
} satisfies Meta<typeof RetryFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list that could not be loaded: the catalogue's message of the error code, and a retry. */
export const CatalogueMessage: Story = {
  args: { title: "The list of companies could not be loaded.", error: new ApiError({ status: 0, code: "network" }), focus: "idle" },
};
/** A send that failed, with the widget's own message; it takes the focus when it appears. */
export const OwnMessage: Story = {
  args: { title: "This step could not be saved.", error: "server", children: "Something went wrong on our side. Please try again." },
};
/** A refusal: nothing to retry, no button. */
export const WithoutRetry: Story = {
  args: {
    title: "We cannot offer you a contract online",
    retry: undefined,
    children: "Thank you for your interest in contracting with us.",
  },
};
