import type { CSSProperties } from "react";
import { joinIds } from "./field";
import { skeletonStyles } from "./skeleton.styles";
import { useComponentStyles } from "./use-component-styles";

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Shape (default "text": one line of text height). */
  shape?: "text" | "rect" | "circle";
  /** CSS width, e.g. "60%" or "12rem" (default 100%; circle: 2.5rem). */
  width?: string;
  /** CSS height for rect and circle. */
  height?: string;
  /** Number of text lines; the last one is shorter. */
  lines?: number;
  /** Extra class on the root. */
  className?: string;
}

/**
 * A placeholder that keeps the layout while content loads. It is hidden from assistive technology:
 * pair it with a {@link Spinner} or `aria-busy` on the region being loaded.
 *
 * @csspart skeleton - each placeholder block
 * @example <Skeleton lines={3} />
 */
export function Skeleton({ shape = "text", width, height, lines = 1, className }: SkeletonProps) {
  useComponentStyles(skeletonStyles);
  const block = (key: number, style: CSSProperties) => (
    <span key={key} className={`ov-skeleton ov-skeleton--${shape}`} part="skeleton" style={style} />
  );
  if (shape === "text") {
    return (
      <span className={joinIds("ov-skeleton-group", className)} aria-hidden="true">
        {Array.from({ length: Math.max(1, lines) }, (_, i) =>
          block(i, { width: lines > 1 && i === lines - 1 ? "60%" : (width ?? "100%") }),
        )}
      </span>
    );
  }
  const size = shape === "circle" ? (width ?? "2.5rem") : (width ?? "100%");
  return (
    <span className={joinIds("ov-skeleton-group", className)} aria-hidden="true">
      {block(0, { width: size, height: shape === "circle" ? size : (height ?? "6rem") })}
    </span>
  );
}
