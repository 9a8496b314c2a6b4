// The hostile page's own app, rendered by the page's React 18 (from this folder's node_modules),
// while the tags inside it run their own React 19: the two must not meet.
// "host-react" is an alias of the demo server (demo/serve.mjs) for this folder's React 18.
import { createElement as h, useState, version } from "host-react";
import { createRoot } from "host-react-dom/client";

function HostApp({ tags }: { tags: string[] }) {
  const [count, setCount] = useState(0);
  return h(
    "div",
    { className: "host-app" },
    h("p", null, `Host page app on React ${version}`),
    h("button", { type: "button", onClick: () => setCount(count + 1) }, `Host re-renders: ${count}`),
    ...tags.map((tag) => h(tag, { key: tag })),
  );
}

export function mountHostApp(container: Element, tags: string[]): void {
  createRoot(container).render(h(HostApp, { tags }));
}
