"use client";
import { useEffect, useState } from "react";
import { setLanguage, version } from "ov-widgets";

/** A client component importing the package's main entry: the tags' events it hears, as the page sees them. */
export function Events() {
  const [heard, setHeard] = useState([]);
  useEffect(() => {
    const hear = (event) => setHeard((list) => [...list, `${event.type} ${event.detail?.path ?? ""}`.trim()]);
    document.addEventListener("ov-navigate", hear);
    return () => document.removeEventListener("ov-navigate", hear);
  }, []);
  return (
    <section aria-label="Events">
      <p>ov-widgets {version}</p>
      <button type="button" onClick={() => setLanguage("es")}>
        Spanish
      </button>
      <ul>
        {heard.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
