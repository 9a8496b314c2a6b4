/** The content area's page-wide parts (spec §2 "banners" and "coupons" of some screens, calls §7.3). */
export const contentStyles = /* css */ `
/* A card in the brand's tint within the page frame (shell.styles.ts --_ov-frame): its own padding replaces the frame's, so the frame is its margin. */
.ov-portal__banner { margin-inline: var(--_ov-frame); border: 1px solid var(--_ov-border-subtle); border-radius: var(--_ov-radius-lg); padding: calc(var(--_ov-space) * 1.5); background: var(--_ov-surface-brand); overflow: hidden; }
.ov-portal__banner-image { display: block; max-width: 100%; height: auto; margin-inline: auto; }
.ov-portal__banner-html a { color: var(--_ov-color-primary); }
.ov-portal__coupons-title { font-size: 1.25em; }
.ov-portal__coupon-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_ov-space); grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); }
.ov-portal__coupon { border: 1px dashed var(--_ov-color-primary); border-radius: var(--_ov-radius); padding: calc(var(--_ov-space) * 1.5); background: var(--_ov-surface-card); }
.ov-portal__coupon-title { font-size: 1.1em; }
.ov-portal__coupon-campaign { color: var(--_ov-color-muted); font-size: 0.875em; }
.ov-portal__coupon-links { display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) * 2); margin: 0; }
.ov-portal__coupon-links a { color: var(--_ov-color-primary); }
`;
