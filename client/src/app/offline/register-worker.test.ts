// The page's side of the service worker (register-worker.ts), against a stand-in for the browser's
// ServiceWorkerContainer: what the worker says reaches the notices, and a new version is offered and taken up
// only when the shopper asks.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANSWERED, TAKE_OVER, WHICH_COPY } from "./kept-copies.ts";
import { offlineState } from "./offline-state.ts";
import { registerWorker } from "./register-worker.ts";

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

function fakeContainer({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ?? null,
    installing: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? { postMessage: vi.fn() } : null,
    startMessages: vi.fn(),
    register: vi.fn(async () => registration),
  });
  return { container, registration, asContainer: container as unknown as ServiceWorkerContainer };
}

afterEach(() => {
  offlineState.answered(null);
  vi.restoreAllMocks();
});

describe("the page's service worker", () => {
  it("registers /sw.js and asks the worker whether this page came from a kept copy", async () => {
    const { container, asContainer } = fakeContainer({ controlled: true });
    await registerWorker(asContainer);
    expect(container.register).toHaveBeenCalledWith("/sw.js");
    expect(container.startMessages).toHaveBeenCalled();
    expect(container.controller!.postMessage).toHaveBeenCalledWith({ type: WHICH_COPY });
  });

  it("passes on where answers came from: a kept copy and since when, then the network again", async () => {
    const { asContainer } = fakeContainer({ controlled: true });
    await registerWorker(asContainer);
    asContainer.dispatchEvent(
      new MessageEvent("message", { data: { type: ANSWERED, keptAt: 1_764_000_000_000 } }),
    );
    expect(offlineState.get().keptAt).toBe(1_764_000_000_000);
    asContainer.dispatchEvent(new MessageEvent("message", { data: { type: "something else", keptAt: 1 } }));
    expect(offlineState.get().keptAt).toBe(1_764_000_000_000);
    asContainer.dispatchEvent(new MessageEvent("message", { data: { type: ANSWERED, keptAt: null } }));
    expect(offlineState.get().keptAt).toBeNull();
  });

  it("offers a new version once installed, and reloads into it only after the shopper asked", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    const { container, registration, asContainer } = fakeContainer({ controlled: true });
    let offered: (() => void) | null = null;
    vi.spyOn(offlineState, "newVersionReady").mockImplementation((take) => (offered = take));
    await registerWorker(asContainer);
    const next = new FakeWorker();
    registration.installing = next;
    registration.dispatchEvent(new Event("updatefound"));
    expect(offered).toBeNull();
    next.become("installed");
    expect(offered).not.toBeNull();
    // Another tab's choice changes this tab's worker too: no reload unless this tab asked.
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
    offered!();
    expect(next.postMessage).toHaveBeenCalledWith({ type: TAKE_OVER });
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("offers a version already waiting, but nothing on the very first install", async () => {
    const newVersionReady = vi.spyOn(offlineState, "newVersionReady").mockImplementation(() => {});
    await registerWorker(fakeContainer({ controlled: true, waiting: new FakeWorker() }).asContainer);
    expect(newVersionReady).toHaveBeenCalledTimes(1);
    const first = fakeContainer({ controlled: false });
    await registerWorker(first.asContainer);
    const worker = new FakeWorker();
    first.registration.installing = worker;
    first.registration.dispatchEvent(new Event("updatefound"));
    worker.become("installed");
    expect(newVersionReady).toHaveBeenCalledTimes(1);
  });
});
