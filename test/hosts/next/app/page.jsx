import { Events } from "./events";

// Read at each request: the test starts the API on a free port.
export const dynamic = "force-dynamic";

/** A server component holding the tags: their HTML comes from the server, the package upgrades them. */
export default function Page() {
  return (
    <main>
      <h1>Partner app on Next.js</h1>
      <ov-context api-base={process.env.OV_API_BASE} lang="en"></ov-context>
      <ov-comparator energy="gas"></ov-comparator>
      <ov-portal routing="memory"></ov-portal>
      <Events />
    </main>
  );
}
