import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { uiStyles } from "../src/ui/ui-kit.styles";
import { themeStyles } from "../src/ui/theme";
import { tokenStyles } from "../src/ui/tokens";

let sharedSheet: CSSStyleSheet | null = null;

/** One constructable stylesheet for every story on the page, as the element wrapper does for tags. */
function storySheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(themeStyles + tokenStyles + uiStyles);
  }
  return sharedSheet;
}

export interface ShadowRootFrameProps {
  /** "light" or "dark": set as `data-ov-theme` on the host, which theme.ts reads through `:host(...)`. */
  theme: string;
  /** Language of the content (`lang` on the widget root, for screen-reader pronunciation). */
  locale: string;
  children: ReactNode;
}

/**
 * Renders a story the way a widget renders: inside an open shadow root that adopts
 * `themeStyles + tokenStyles + uiStyles` (the design tokens as the portal adopts them), in a `.ov-root` element. The React tree stays one tree (a portal), so
 * the story keeps its context and Storybook's args; only the DOM moves into the shadow root.
 */
export function ShadowRootFrame({ theme, locale, children }: ShadowRootFrameProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [root] = useState(() => {
    const element = document.createElement("div");
    element.className = "ov-root";
    return element;
  });

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
    shadow.adoptedStyleSheets = [storySheet()];
    shadow.append(root);
    return () => root.remove();
  }, [root]);

  return (
    <div ref={hostRef} className="ov-story-host" data-ov-theme={theme}>
      {createPortal(
        // The padding keeps focus rings visible: :host has `contain: content`, which clips paint at its edge.
        <div lang={locale} className="ov-story-content" style={{ padding: 6 }}>
          {children}
        </div>,
        root,
      )}
    </div>
  );
}
