import { contentKeys, getGroupElements, type DynamicElement } from "../../../src/api/content";
import { useQuery } from "../../../src/runtime/query";
import { useApi } from "../../../src/runtime/widget-context";
import { ServerHtml } from "../../../src/ui/server-html";

/**
 * Server blocks in their priority order (lower first; blocks without one keep the server's order).
 * @param blocks - the blocks as the server gave them
 * @returns a sorted copy
 * @example byPriority(page.data).map((block) => <ServerHtml html={block.html_block} />)
 */
export const byPriority = (blocks: readonly DynamicElement[]) =>
  blocks
    .map((block, index) => ({ block, index }))
    .sort((a, b) => (a.block.priority ?? Number.MAX_SAFE_INTEGER) - (b.block.priority ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ block }) => block);

/**
 * spec §2 Login / Sign-up: "extra server-defined HTML blocks in group Login" (or Signup), sanitised.
 * They are extra content: a failure to load them hides them and blocks nothing.
 */
export function GroupBlocks({ group }: { group: "Login" | "Signup" }) {
  const api = useApi();
  const blocks = useQuery(contentKeys.group(group), (signal) => getGroupElements(api, group, signal));
  if (blocks.status !== "success" || blocks.data.length === 0) return null;
  return (
    <div className="ov-portal__blocks">
      {byPriority(blocks.data).map((block) => (
        <ServerHtml key={String(block.id)} html={block.html_block} className="ov-portal__block" />
      ))}
    </div>
  );
}
