/** Styles of the lead form, added to the styles of the widgets that use it. */
export const leadContactFormStyles = /* css */ `
.ov-lead-form { display: grid; gap: calc(var(--ov-space) * 2); }
.ov-lead-form__grid { display: grid; column-gap: calc(var(--ov-space) * 2); grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); }
.ov-lead-form__failure:focus { outline: none; }
.ov-actions { display: flex; flex-wrap: wrap; gap: calc(var(--ov-space) * 1.5); }
`;
