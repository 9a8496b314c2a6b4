import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FileUpload, formatFileSize } from "./file-upload";
import { readAsDataUrl } from "./read-as-data-url";
import { renderWithI18n } from "./test-i18n";

const pdf = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
const input = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
// applyAccept: false so that refused types reach the component, as a drop would.
const user = () => userEvent.setup({ applyAccept: false });

describe("FileUpload", () => {
  it("adds files, lists them and removes one", async () => {
    const onChange = vi.fn();
    renderWithI18n(<FileUpload label="Invoice" maxFiles={3} onChange={onChange} />);
    const choose = screen.getByRole("button", { name: "Choose files Invoice" });
    await user().upload(input(), [pdf("a.pdf"), pdf("b.pdf")]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "a.pdf" }), expect.objectContaining({ name: "b.pdf" })]);
    expect(screen.getByRole("list", { name: "Attached files" }).textContent).toContain("b.pdf");
    await userEvent.click(screen.getByRole("button", { name: "Remove a.pdf" }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "b.pdf" })]);
    expect(document.activeElement).toBe(choose);
  });

  it("refuses files over the limit with the limit in MB (spec default 15,000,000 bytes)", async () => {
    const onChange = vi.fn();
    renderWithI18n(<FileUpload label="Invoice" onChange={onChange} />);
    screen.getByText("Up to 5 files, of up to 15 MB each.");
    const big = pdf("big.pdf", 16);
    Object.defineProperty(big, "size", { value: 15_000_001 });
    await user().upload(input(), big);
    screen.getByText("big.pdf is too large: the maximum size is 15 MB.");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /Choose files/ }).getAttribute("aria-describedby")).toContain("error");
  });

  it("refuses types that are not accepted", async () => {
    renderWithI18n(<FileUpload label="ID" accept={["image/*"]} maxBytes={2_500_000} />);
    expect(input().accept).toBe("image/*");
    await user().upload(input(), new File(["x"], "notes.txt", { type: "text/plain" }));
    screen.getByText("notes.txt is not an accepted type of file.");
    screen.getByText(/2.5 MB/);
  });

  it("refuses files beyond the maximum count and checks the minimum on demand", async () => {
    const { rerender } = renderWithI18n(<FileUpload label="ID" maxFiles={2} />);
    await user().upload(input(), [pdf("1.pdf"), pdf("2.pdf"), pdf("3.pdf")]);
    screen.getByText("3.pdf was not added: you can attach at most 2 files.");
    rerender(<FileUpload label="ID" minFiles={1} maxFiles={2} value={[]} validateCount />);
    screen.getByText("Attach at least 1 file.");
  });

  it("replaces the file when only one is allowed (ATC)", async () => {
    const onChange = vi.fn();
    renderWithI18n(<FileUpload label="Attachment" minFiles={1} maxFiles={1} onChange={onChange} />);
    screen.getByRole("button", { name: "Choose a file Attachment" });
    expect(input().multiple).toBe(false);
    await user().upload(input(), pdf("first.pdf"));
    await user().upload(input(), pdf("second.pdf"));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "second.pdf" })]);
  });

  it("formats file sizes in kB and MB in the active locale", () => {
    expect(formatFileSize(100, "en")).toBe("1 kB");
    expect(formatFileSize(2_345_678, "es")).toBe("2,3 MB");
  });

  it("reads a file as a base64 data URL", async () => {
    const url = await readAsDataUrl(new File(["hi"], "a.txt", { type: "text/plain" }));
    expect(url).toBe("data:text/plain;base64,aGk=");
  });
});
