// A React 19 partner's component with `ov-widgets/jsx` (issue 37 item 5): the tags' attributes and
// their `onov-*` handlers typed by their detail; a wrong detail does not compile. (A handler of an event the
// tag does not fire is no error: TypeScript lets any hyphenated JSX attribute through unchecked.)
import "ov-widgets/jsx";

export function Offers({ onTotal }: { onTotal: (total: number | null) => void }) {
  return (
    <>
      <ov-comparator energy="gas" onov-compare={(event) => onTotal(event.detail.totalAmount)} />
      <ov-portal onov-navigate={(event) => console.log(event.detail.path)} />
      {/* @ts-expect-error ov-compare's detail has no path */}
      <ov-comparator onov-compare={(event) => console.log(event.detail.path)} />
    </>
  );
}
