/**
 * The tags the loader knows, each with the import of its chunk, from the folder layout: every
 * `widgets/<name>/index.ts` registers `<ov-name>` (the list of tags is widgets/surfaces.ts; surface.test.ts
 * checks that the two agree). The loader imports a chunk the first time its tag appears in the page.
 */
export const TAG_LOADERS: Record<string, () => Promise<unknown>> = Object.fromEntries(
  Object.entries(import.meta.glob("./*/index.ts")).map(([path, load]) => [`ov-${path.split("/")[1]}`, load]),
);
