import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";
import { renderWithI18n } from "./test-i18n";

function Example({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change IBAN
      </button>
      <Dialog
        open={open}
        title="Change bank account"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          IBAN <input />
        </label>
      </Dialog>
    </>
  );
}

/** A dialog mounted only while it shows (a lazy dialog, the contract dialogs, the session-expired one): closing unmounts it. */
function MountedWhileOpen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change address
      </button>
      {open && (
        <Dialog open title="Change address" onClose={() => setOpen(false)}>
          <label>
            Street <input />
          </label>
        </Dialog>
      )}
    </>
  );
}

describe("Dialog", () => {
  it("opens as a native modal dialog labelled by its title", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    renderWithI18n(<Example />);
    await userEvent.click(screen.getByRole("button", { name: "Change IBAN" }));
    const dialog = screen.getByRole("dialog", { name: "Change bank account" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(showModal).toHaveBeenCalled();
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it("closes with Escape and returns focus to the opener", async () => {
    const onClose = vi.fn();
    renderWithI18n(<Example onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Change IBAN" });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole("textbox", { name: "IBAN" }));
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes from its translated close button", async () => {
    renderWithI18n(<Example />);
    const opener = screen.getByRole("button", { name: "Change IBAN" });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("returns focus to an opener inside a shadow root", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    const shadow = host.attachShadow({ mode: "open" });
    const container = document.createElement("div");
    shadow.append(container);
    renderWithI18n(<Example />, { container });
    const opener = shadow.querySelector("button") as HTMLButtonElement;
    await userEvent.click(opener);
    expect(shadow.querySelector("dialog")?.open).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(shadow.querySelector("dialog")?.open).toBe(false);
    expect(shadow.activeElement).toBe(opener);
  });

  it("returns focus to the opener when closing unmounts it, after Escape and after Close (issue 39 item 5)", async () => {
    renderWithI18n(<MountedWhileOpen />);
    const opener = screen.getByRole("button", { name: "Change address" });
    for (const leave of [() => userEvent.keyboard("{Escape}"), () => userEvent.click(screen.getByRole("button", { name: "Close" }))]) {
      await userEvent.click(opener);
      await userEvent.click(screen.getByRole("textbox", { name: "Street" }));
      await leave();
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(document.activeElement).toBe(opener);
    }
  });
});
