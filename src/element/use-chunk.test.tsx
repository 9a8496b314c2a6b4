import userEvent from "@testing-library/user-event";
import { createElement, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWidget } from "../../test/render-widget";
import { defineWidget } from "./define-widget";
import { retryableChunk, useChunk } from "./use-chunk";

// A part that opens from a click, whose download fails while the connection is down, then succeeds.
let online = false;
let attempts = 0;
const chunk = retryableChunk(async () => {
  attempts += 1;
  if (!online) throw new TypeError("Failed to fetch dynamically imported module");
  return ({ word }: { word: string }) => <p role="dialog" aria-label={`loaded ${word}`} />;
});

function Part() {
  const Loaded = useChunk(chunk);
  // The same downloaded component on every render (the chunk keeps it): no remount.
  return Loaded ? createElement(Loaded, { word: "once" }) : <p>loading</p>;
}

defineWidget("ov-chunk-fixture", () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Part />}
    </>
  );
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("useChunk", () => {
  it("a failed download shows the tag's crash notice, Try again downloads it again, and the part opened by a click shows", async () => {
    const { screen } = await renderWidget(`<ov-chunk-fixture></ov-chunk-fixture>`);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("Something went wrong in this section of the page.")).toBeTruthy();
    expect(attempts).toBe(1);
    online = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await user.click(screen.getByRole("button", { name: "Open" }));
    // Shown from a click's update with nothing else happening afterwards (no suspension left to retry).
    expect(await screen.findByRole("dialog", { name: "loaded once" })).toBeTruthy();
    expect(attempts).toBe(2);
    expect(chunk.loaded()).not.toBeNull();
  });
});
