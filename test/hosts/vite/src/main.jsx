import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { version } from "ov-widgets";

/** A React 19 app rendering the tags as JSX, and the tags' events it hears. */
function App() {
  const [heard, setHeard] = useState([]);
  useEffect(() => {
    const hear = (event) => setHeard((list) => [...list, `${event.type} ${event.detail?.path ?? ""}`.trim()]);
    document.addEventListener("ov-navigate", hear);
    return () => document.removeEventListener("ov-navigate", hear);
  }, []);
  return (
    <main>
      <h1>Partner app on Vite</h1>
      <ov-context api-base={__OV_API_BASE__} lang="en"></ov-context>
      <ov-comparator energy="gas"></ov-comparator>
      <ov-portal routing="memory"></ov-portal>
      <section aria-label="Events">
        <p>ov-widgets {version}</p>
        <ul>
          {heard.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
