/**
 * Hands a downloaded file to the browser: saved under its name, or shown in a new tab (spec §9
 * settings `invoices.downloadInNewTab`).
 */

/** A tab opened on the click itself, before the file arrives: a tab opened later is a blocked pop-up. */
export interface FileTarget {
  show: (blob: Blob, filename: string) => void;
  cancel: () => void;
}

// Long enough for the new tab or the download to read the object URL, then the memory is given back.
const REVOKE_AFTER_MS = 60_000;

/**
 * Prepares where a file will go; call it in the click handler, before the call starts.
 * @param newTab - open it in a new tab rather than save it
 * @returns `show` once the file arrived, `cancel` when the call failed
 * @example const target = fileTarget(settings.downloadInNewTab); try { const { blob } = await call(); target.show(blob, name); } catch { target.cancel(); }
 */
export function fileTarget(newTab: boolean): FileTarget {
  const tab = newTab ? window.open("", "_blank") : null;
  return {
    show(blob, filename) {
      const url = URL.createObjectURL(blob);
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      if (tab) {
        tab.location.href = url;
        return;
      }
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      link.rel = "noopener";
      link.style.display = "none";
      document.body.append(link);
      link.click();
      link.remove();
    },
    cancel() {
      tab?.close();
    },
  };
}
