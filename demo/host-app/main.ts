// The hostile page's own app, a React 19 app that renders the tags among its own elements: on the
// demo's page, as in a partner's app built with the npm package, the tags use the page's React.
import { createElement as h, useState, version } from "react";
import { createRoot } from "react-dom/client";

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
