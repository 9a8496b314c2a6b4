// A .po catalog as message id -> translation, for the scripts and tests that compare catalogs with
// the source or with the page (scripts/check-catalogs.mjs, test/browser/contracting-languages.test.ts).
import { readFileSync } from "node:fs";

/**
 * Reads a .po file into id -> translation (multi-line strings joined).
 * @param {string} file
 * @returns {Map<string, string>}
 * @example readPo("locales/ca/core.po").get("ui.alert.error")
 */
export function readPo(file) {
  const entries = new Map();
  let field = null;
  let entry = { msgid: "", msgstr: "" };
  const flush = () => {
    if (entry.msgid !== "") entries.set(entry.msgid, entry.msgstr);
    entry = { msgid: "", msgstr: "" };
  };
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    const more = /^"(.*)"$/.exec(line);
    if (start) {
      if (start[1] === "msgid") flush();
      field = start[1];
      entry[field] = JSON.parse(`"${start[2]}"`);
    } else if (more && field) {
      entry[field] += JSON.parse(`"${more[1]}"`);
    } else if (line.trim() === "") {
      field = null;
    }
  }
  flush();
  return entries;
}
