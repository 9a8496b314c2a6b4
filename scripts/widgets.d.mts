/** Types of scripts/widgets.mjs for the TypeScript tests that read the widget list. */
export interface WidgetEntry {
  /** Folder under widgets/ and npm subpath `ov-widgets/<name>`. */
  name: string;
  tag: string;
  /** Registration module of the tag. */
  entry: string;
}
export declare const WIDGET_ENTRIES: WidgetEntry[];
