import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FileUpload } from "../../src/ui/file-upload";
import { FILE_COUNT_LIMITS } from "../../src/domain/limits";

const meta = {
  title: "UI/FileUpload",
  component: FileUpload,
  args: { label: "Attachments", onChange: fn(), onReject: fn() },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §5 default: 1 to 5 files of at most 15 MB, any type. */
export const Default: Story = {};
/** spec §5: invoice attachments, 1 to 3, PDF or images. */
export const Invoice: Story = {
  args: {
    label: "Last invoice",
    hint: "A PDF or a photo of every page",
    minFiles: FILE_COUNT_LIMITS.invoice.min,
    maxFiles: FILE_COUNT_LIMITS.invoice.max,
    accept: ["application/pdf", "image/*"],
    required: true,
  },
};
/** spec §5: ATC requests take exactly one file; a new file replaces it. */
export const SingleFile: Story = { args: { label: "Attachment", minFiles: 1, maxFiles: FILE_COUNT_LIMITS.atc.max } };
/** Tax id images: 1 to 2 images, with a 2 MB limit from the fileUploadSizeLimit setting. */
export const TaxIdImages: Story = {
  args: { label: "Photos of your ID", maxFiles: FILE_COUNT_LIMITS.taxIdImages.max, accept: ["image/*"], maxBytes: 2_000_000 },
};
/** After submit: the minimum count is checked and its error shown. */
export const MissingAfterSubmit: Story = { args: { label: "Last invoice", required: true, validateCount: true } };
export const WithCallerError: Story = { args: { error: "The documents could not be sent. Try again." } };
export const Disabled: Story = { args: { disabled: true } };
