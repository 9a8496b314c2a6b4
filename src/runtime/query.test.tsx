import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/errors";
import type { ApiClient } from "../api/types";
import type { Locale } from "../i18n/locales";
import { useInvalidate, useQuery, type Query } from "./query";
import { queryCacheFor, QueryCache } from "./query-cache";
import { queryKey, type QueryKey } from "./query-key";
import { createRuntime, type Runtime } from "./runtime";
import { WidgetContext } from "./widget-context";

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A loader whose calls the test answers one by one, recording each call's signal. */
function controlledLoader<T>() {
  const calls: Array<{ signal: AbortSignal; answer: Deferred<T> }> = [];
  const load = vi.fn((signal: AbortSignal) => {
    const answer = deferred<T>();
    calls.push({ signal, answer });
    return answer.promise;
  });
  return { load, calls };
}

/** One tag of the page: the runtime, and an API client whose scope the test chooses. */
function Tag({ runtime, scope, children }: { runtime: Runtime; scope: string; children: ReactNode }) {
  const api = { scope: () => scope } as unknown as ApiClient;
  const host = document.createElement("div");
  return <WidgetContext.Provider value={{ runtime, host, tag: "ov-test", api, locale: "en" as Locale }}>{children}</WidgetContext.Provider>;
}

/** The cache's own tests name keys freely (code names them through the factories of src/api). */
const key = (text: string): QueryKey => queryKey(text);

function Show({ name, queryKey, load }: { name: string; queryKey: QueryKey | null; load: (signal: AbortSignal) => Promise<string> }) {
  const query: Query<string> = useQuery(queryKey, load);
  return (
    <p data-testid={name}>
      {query.status}:{query.data ?? "-"}:{query.error instanceof Error ? query.error.message : "-"}
      <button type="button" onClick={query.retry}>
        retry {name}
      </button>
    </p>
  );
}

function Invalidate({ what }: { what: QueryKey }) {
  const invalidate = useInvalidate();
  return (
    <button type="button" onClick={() => void invalidate(what)}>
      invalidate {what}
    </button>
  );
}

const text = (name: string) => screen.getByTestId(name).firstChild?.textContent ?? "";
const shown = (name: string) =>
  screen
    .getByTestId(name)
    .textContent?.replace(/retry .*$/, "")
    .trim();

afterEach(() => vi.restoreAllMocks());

describe("useQuery", () => {
  it("makes one request for two components in two tags asking for the same key, and gives both the answer", async () => {
    const runtime = createRuntime();
    const { load, calls } = controlledLoader<string>();
    render(
      <>
        <Tag runtime={runtime} scope="https://api.example|ca|t1">
          <Show name="a" queryKey={key("contracts")} load={load} />
        </Tag>
        <Tag runtime={runtime} scope="https://api.example|ca|t1">
          <Show name="b" queryKey={key("contracts")} load={load} />
        </Tag>
      </>,
    );
    expect(shown("a")).toBe("loading:-:-");
    expect(shown("b")).toBe("loading:-:-");
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.answer.resolve("two contracts"));
    expect(shown("a")).toBe("success:two contracts:-");
    expect(shown("b")).toBe("success:two contracts:-");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives a component mounted later the answer already in, without a second request", async () => {
    const runtime = createRuntime();
    const { load, calls } = controlledLoader<string>();
    const { rerender } = render(
      <Tag runtime={runtime} scope="s">
        <Show name="a" queryKey={key("invoices")} load={load} />
      </Tag>,
    );
    await act(async () => calls[0]!.answer.resolve("page 1"));
    rerender(
      <Tag runtime={runtime} scope="s">
        <Show name="a" queryKey={key("invoices")} load={load} />
        <Show name="b" queryKey={key("invoices")} load={load} />
      </Tag>,
    );
    expect(shown("b")).toBe("success:page 1:-");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not share between scopes (another API base, language or token)", async () => {
    const runtime = createRuntime();
    const { load, calls } = controlledLoader<string>();
    render(
      <>
        <Tag runtime={runtime} scope="https://api.example|ca|t1">
          <Show name="ca" queryKey={key("contracts")} load={load} />
        </Tag>
        <Tag runtime={runtime} scope="https://api.example|es|t1">
          <Show name="es" queryKey={key("contracts")} load={load} />
        </Tag>
        <Tag runtime={runtime} scope="https://api.example|ca|t2">
          <Show name="other" queryKey={key("contracts")} load={load} />
        </Tag>
      </>,
    );
    expect(load).toHaveBeenCalledTimes(3);
    await act(async () => {
      calls[0]!.answer.resolve("contractes");
      calls[1]!.answer.resolve("contratos");
      calls[2]!.answer.resolve("someone else's");
    });
    expect(shown("ca")).toBe("success:contractes:-");
    expect(shown("es")).toBe("success:contratos:-");
    expect(shown("other")).toBe("success:someone else's:-");
  });

  it("does not share between two page runtimes", () => {
    const { load } = controlledLoader<string>();
    render(
      <>
        <Tag runtime={createRuntime()} scope="s">
          <Show name="a" queryKey={key("k")} load={load} />
        </Tag>
        <Tag runtime={createRuntime()} scope="s">
          <Show name="b" queryKey={key("k")} load={load} />
        </Tag>
      </>,
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reloads what a mutation invalidates, keeping the previous data meanwhile, in every tag", async () => {
    const runtime = createRuntime();
    const detail = controlledLoader<string>();
    const list = controlledLoader<string>();
    const other = controlledLoader<string>();
    render(
      <>
        <Tag runtime={runtime} scope="s|ca">
          <Show name="detail" queryKey={key("contract:0104521")} load={detail.load} />
          <Show name="list" queryKey={key("contracts:electricity:0")} load={list.load} />
          <Show name="other" queryKey={key("contractsX")} load={other.load} />
        </Tag>
        <Tag runtime={runtime} scope="s|es">
          <Invalidate what={key("contract")} />
          <Invalidate what={key("contracts")} />
        </Tag>
      </>,
    );
    await act(async () => {
      detail.calls[0]!.answer.resolve("ES00 1111");
      list.calls[0]!.answer.resolve("list with ES00 1111");
      other.calls[0]!.answer.resolve("unrelated");
    });

    await act(async () => screen.getByRole("button", { name: "invalidate contract" }).click());
    await act(async () => screen.getByRole("button", { name: "invalidate contracts" }).click());
    expect(detail.load).toHaveBeenCalledTimes(2);
    expect(list.load).toHaveBeenCalledTimes(2);
    // "contracts" is not a prefix of "contractsX": only keys continued after ":" match.
    expect(other.load).toHaveBeenCalledTimes(1);
    expect(shown("detail")).toBe("loading:ES00 1111:-");
    expect(shown("list")).toBe("loading:list with ES00 1111:-");

    await act(async () => {
      detail.calls[1]!.answer.resolve("ES00 2222");
      list.calls[1]!.answer.resolve("list with ES00 2222");
    });
    expect(shown("detail")).toBe("success:ES00 2222:-");
    expect(shown("list")).toBe("success:list with ES00 2222:-");
    expect(shown("other")).toBe("success:unrelated:-");
  });

  it("lets a newer load replace one in flight: the older is aborted and its late answer ignored", async () => {
    const runtime = createRuntime();
    const { load, calls } = controlledLoader<string>();
    render(
      <Tag runtime={runtime} scope="s">
        <Show name="a" queryKey={key("k")} load={load} />
        <Invalidate what={key("k")} />
      </Tag>,
    );
    await act(async () => screen.getByRole("button", { name: "invalidate k" }).click());
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.answer.resolve("old"));
    expect(shown("a")).toBe("loading:-:-");
    await act(async () => calls[1]!.answer.resolve("new"));
    expect(shown("a")).toBe("success:new:-");
  });

  it("aborts the call only when the last component using it goes, and writes nothing afterwards", async () => {
    const runtime = createRuntime();
    const { load, calls } = controlledLoader<string>();
    const errors = vi.spyOn(console, "error");
    const view = (both: boolean, one: boolean) => (
      <Tag runtime={runtime} scope="s">
        {one ? <Show name="a" queryKey={key("k")} load={load} /> : null}
        {both ? <Show name="b" queryKey={key("k")} load={load} /> : null}
      </Tag>
    );
    const { rerender, unmount } = render(view(true, true));
    rerender(view(false, true));
    expect(calls[0]!.signal.aborted).toBe(false);
    rerender(view(false, false));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(queryCacheFor(runtime).peek("s\u0000k")).toBeUndefined();
    await act(async () => calls[0]!.answer.resolve("too late"));
    unmount();
    expect(errors).not.toHaveBeenCalled();

    // Opened again, the screen loads afresh: nothing stale was kept for it.
    render(view(false, true));
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown("a")).toBe("loading:-:-");
  });

  it("shows the failure with the data it had, and retry loads again", async () => {
    const runtime = createRuntime();
    const { load, calls } = controlledLoader<string>();
    render(
      <Tag runtime={runtime} scope="s">
        <Show name="a" queryKey={key("k")} load={load} />
        <Show name="b" queryKey={key("k")} load={load} />
      </Tag>,
    );
    await act(async () => calls[0]!.answer.reject(new ApiError({ status: 500, code: "server" })));
    expect(shown("a")).toBe("error:-:server (500)");
    expect(shown("b")).toBe("error:-:server (500)");

    await act(async () => screen.getByRole("button", { name: "retry a" }).click());
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown("b")).toBe("loading:-:-");
    await act(async () => calls[1]!.answer.resolve("fine"));
    expect(shown("a")).toBe("success:fine:-");
    expect(shown("b")).toBe("success:fine:-");

    await act(async () => screen.getByRole("button", { name: "retry b" }).click());
    await act(async () => calls[2]!.answer.reject(new ApiError({ status: 0, code: "network" })));
    expect(shown("a")).toBe("error:fine:network (0)");
  });

  it("turns a loader that throws at once into the error state", async () => {
    const runtime = createRuntime();
    const load = () => {
      throw new Error("broken loader");
    };
    render(
      <Tag runtime={runtime} scope="s">
        <Show name="a" queryKey={key("k")} load={load} />
      </Tag>,
    );
    await act(async () => {});
    expect(shown("a")).toBe("error:-:broken loader");
  });

  it("ignores an aborted failure (the caller went away)", async () => {
    const runtime = createRuntime();
    const { calls, load } = controlledLoader<string>();
    render(
      <Tag runtime={runtime} scope="s">
        <Show name="a" queryKey={key("k")} load={load} />
      </Tag>,
    );
    await act(async () => calls[0]!.answer.reject(new ApiError({ status: 0, code: "aborted" })));
    expect(shown("a")).toBe("loading:-:-");
  });

  it("is idle for a null key and makes no call", () => {
    const runtime = createRuntime();
    const { load } = controlledLoader<string>();
    render(
      <Tag runtime={runtime} scope="s">
        <Show name="a" queryKey={null} load={load} />
      </Tag>,
    );
    expect(shown("a")).toBe("idle:-:-");
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the previous key's data while the new key loads, and calls the new key's loader", async () => {
    const runtime = createRuntime();
    const first = controlledLoader<string>();
    const second = controlledLoader<string>();
    const { rerender } = render(
      <Tag runtime={runtime} scope="s">
        <Show name="a" queryKey={key("tariffs:4.6")} load={first.load} />
      </Tag>,
    );
    await act(async () => first.calls[0]!.answer.resolve("2.0TD"));
    rerender(
      <Tag runtime={runtime} scope="s">
        <Show name="a" queryKey={key("tariffs:20")} load={second.load} />
      </Tag>,
    );
    expect(shown("a")).toBe("loading:2.0TD:-");
    expect(first.calls[0]!.signal.aborted).toBe(false);
    expect(second.load).toHaveBeenCalledTimes(1);
    await act(async () => second.calls[0]!.answer.resolve("3.0TD"));
    expect(shown("a")).toBe("success:3.0TD:-");

    rerender(
      <Tag runtime={runtime} scope="s">
        <Show name="a" queryKey={null} load={second.load} />
      </Tag>,
    );
    expect(shown("a")).toBe("idle:-:-");
  });

  it("works outside a tag (unit tests of parts) with a detached cache", async () => {
    const { load, calls } = controlledLoader<string>();
    render(<Show name="a" queryKey={key("detached")} load={load} />);
    await act(async () => calls[0]!.answer.resolve("ok"));
    expect(text("a")).toBe("success");
  });
});

describe("QueryCache", () => {
  it("settles invalidate once the reloads are in, and does nothing for keys nobody uses", async () => {
    const cache = new QueryCache();
    let n = 0;
    const stop = cache.subscribe(
      "s\u0000k:1",
      key("k:1"),
      () => Promise.resolve(++n),
      () => {},
    );
    await cache.invalidate(key("nothing"));
    await cache.invalidate(key("k"));
    expect(cache.peek("s\u0000k:1")).toEqual({ status: "success", data: 2, error: undefined });
    stop();
    await cache.refetch("s\u0000k:1");
    expect(n).toBe(2);
  });
});

describe("ApiClient.scope", () => {
  it("changes with the API base, the language and the token", () => {
    const runtime = createRuntime();
    // Signing in loads the private settings: the test answers nothing rather than reach a network.
    runtime.configure({ apiBase: "https://api.example", fetch: () => new Promise<Response>(() => {}) });
    const ca = runtime.apiFor({}, () => "ca");
    const es = runtime.apiFor({}, () => "es");
    const other = runtime.apiFor({ apiBase: "https://other.example" }, () => "ca");
    const before = ca.scope?.();
    expect(before).toContain("https://api.example");
    expect(es.scope?.()).not.toBe(before);
    expect(other.scope?.()).not.toBe(before);
    runtime.session.getState().signIn("header.payload.signature", { source: "api" });
    expect(ca.scope?.()).not.toBe(before);
  });
});
