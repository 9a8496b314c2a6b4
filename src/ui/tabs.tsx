import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { joinIds, useFieldIds } from "./field";
import { tabsStyles } from "./tabs.styles";
import { useComponentStyles } from "./use-component-styles";

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable key, also the value reported by `onValueChange`. */
  id: string;
  /** Tab text (already translated). */
  label: ReactNode;
  /** The panel shown while this tab is selected (only the selected panel's content is rendered). */
  content: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. Controlled (`value`) or uncontrolled (`defaultValue`). */
export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list (e.g. "Contract sections"). */
  label: string;
  /** Selected tab id (controlled). */
  value?: string;
  /** Initially selected tab id (default: the first enabled one). */
  defaultValue?: string;
  /** Called with the newly selected tab id. */
  onValueChange?: (id: string) => void;
  /**
   * "automatic" (default) selects a tab as soon as arrow keys focus it; "manual" waits for Enter or
   * Space, for panels that are expensive to show.
   */
  activation?: "automatic" | "manual";
  /** Extra class on the root. */
  className?: string;
}

/**
 * Tabs following the WAI-ARIA tabs pattern: one tab stop (roving `tabindex`), Left/Right arrows
 * move between tabs with wrap-around, Home/End jump to the ends, disabled tabs are skipped, each
 * panel is labelled by its tab and focusable.
 *
 * @csspart tabs - the root
 * @csspart tablist - the tab list
 * @csspart tab - each tab
 * @csspart tabpanel - each panel
 * @example <Tabs label={t`Contract`} items={[{ id: "data", label: t`Data`, content: <Data /> }, …]} />
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, activation = "automatic", className }: TabsProps) {
  useComponentStyles(tabsStyles);
  const { id: baseId } = useFieldIds();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [internal, setInternal] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? internal ?? firstEnabled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    if (id !== selected) onValueChange?.(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = items.map((item, i) => ({ item, i })).filter(({ item }) => !item.disabled);
    const position = enabled.findIndex(({ i }) => i === index);
    let target: number | undefined;
    switch (event.key) {
      case "ArrowRight":
        target = enabled[(position + 1) % enabled.length]?.i;
        break;
      case "ArrowLeft":
        target = enabled[(position - 1 + enabled.length) % enabled.length]?.i;
        break;
      case "Home":
        target = enabled[0]?.i;
        break;
      case "End":
        target = enabled[enabled.length - 1]?.i;
        break;
      default:
        return;
    }
    event.preventDefault();
    const item = target === undefined ? undefined : items[target];
    if (!item) return;
    tabRefs.current.get(item.id)?.focus();
    if (activation === "automatic") select(item.id);
  };

  return (
    <div className={joinIds("ov-tabs", className)} part="tabs">
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="ov-tabs__list" part="tablist">
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className="ov-tabs__tab"
              part="tab"
              onClick={() => select(item.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const isSelected = item.id === selected;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            tabIndex={0}
            hidden={!isSelected}
            className="ov-tabs__panel"
            part="tabpanel"
          >
            {isSelected && item.content}
          </div>
        );
      })}
    </div>
  );
}
