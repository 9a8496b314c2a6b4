/** Styles of `Skeleton` (skeleton.tsx): a soft pulse between two token mixes; static with reduced motion. */
export const skeletonStyles = /* css */ `
.ov-skeleton-group { display: flex; flex-direction: column; gap: calc(var(--_ov-space) * 0.75); width: 100%; }
.ov-skeleton {
  display: block;
  max-width: 100%;
  border-radius: var(--_ov-radius);
  background: color-mix(in srgb, var(--_ov-color-text) 12%, var(--_ov-color-surface));
  animation: ov-pulse 1.4s ease-in-out infinite;
}
.ov-skeleton--text { height: 1em; margin-block: calc((var(--_ov-line-height) * 1em - 1em) / 2); }
.ov-skeleton--circle { border-radius: 50%; }
@keyframes ov-pulse { 50% { opacity: 0.5; } }
`;
