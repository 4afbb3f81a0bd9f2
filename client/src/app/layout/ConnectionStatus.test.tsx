import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connectionMessages } from "../../lib/errors/connection-messages.ts";
import { BACK_ONLINE_SHOWN_MS, ConnectionStatus } from "./ConnectionStatus.tsx";

function goOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

describe("the connection's status line", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("says nothing while online, says the shopper is offline, then that they are back for a moment", () => {
    vi.useFakeTimers();
    render(<ConnectionStatus />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");
    goOnline(false);
    expect(status).toHaveTextContent(connectionMessages.en.offlineStatus);
    goOnline(true);
    expect(status).toHaveTextContent(connectionMessages.en.backOnline);
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_SHOWN_MS);
    });
    expect(status).toHaveTextContent("");
  });
});
