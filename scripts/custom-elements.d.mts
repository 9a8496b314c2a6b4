/** Types of scripts/custom-elements.mjs for the tests that read the manifest it builds. */
export interface ManifestEntry {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
}
export interface ManifestDeclaration {
  kind: "class";
  name: string;
  tagName: string;
  summary: string;
  description: string;
  attributes: ManifestEntry[];
  members: Array<ManifestEntry & { kind: "field"; attribute?: string }>;
  events: ManifestEntry[];
  cssProperties: ManifestEntry[];
  cssParts: ManifestEntry[];
}
export interface Manifest {
  schemaVersion: string;
  modules: Array<{ kind: "javascript-module"; path: string; declarations: ManifestDeclaration[] }>;
}
export function eventDetailTypes(root: string): Record<string, string>;
export function buildManifest(root: string): Promise<Manifest>;
export function writeManifest(root: string): Promise<void>;
