/** Styles of `Pagination` (pagination.tsx). */
export const paginationStyles = /* css */ `
.ov-pagination {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--_ov-space) calc(var(--_ov-space) * 2);
  margin: 0 0 calc(var(--_ov-space) * 2);
}
.ov-pagination__size { display: flex; align-items: center; gap: var(--_ov-space); }
.ov-pagination__select { width: auto; min-height: 36px; padding-block: calc(var(--_ov-space) / 2); }
.ov-pagination__range { margin: 0; font-variant-numeric: tabular-nums; }
.ov-pagination__buttons { display: flex; gap: var(--_ov-space); }
`;
