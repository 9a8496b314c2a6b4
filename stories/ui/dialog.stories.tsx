import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../../src/ui/button";
import { Dialog, type DialogProps } from "../../src/ui/dialog";
import { TextField } from "../../src/ui/text-field";

function DialogDemo(props: Omit<DialogProps, "open" | "onClose">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Confirm</Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  args: { open: false, onClose: () => {}, title: "Change bank account" },
  render: ({ open: _open, onClose: _onClose, ...args }) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with showModal() inside the shadow root; Escape or Close returns focus to the button. */
export const WithForm: Story = {
  args: {
    children: (
      <>
        <p>The new account will be used from the next invoice.</p>
        <TextField label="IBAN" hint="ES followed by 22 digits" autoComplete="off" />
      </>
    ),
  },
};

export const Small: Story = {
  args: { size: "small", title: "Delete attachment?", children: <p>The file will be removed from the request.</p> },
};

export const LongContent: Story = {
  args: {
    size: "large",
    title: "Contract conditions",
    closeOnBackdropClick: true,
    children: Array.from({ length: 12 }, (_, i) => (
      <p key={i}>
        Clause {i + 1}. The customer may change the contracted power once every twelve months; the distributor applies the regulated fees.
      </p>
    )),
  },
};
