import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type {
  SpeechRecognitionErrorEventLike,
  SpeechRecognitionEventLike,
  SpeechRecognitionLike,
} from "./use-voice-search.ts";
import { mockApi } from "../../testing/api-mock.ts";
import { renderAt } from "../../testing/render.tsx";
import { Header } from "../../app/layout/Header.tsx";
import { VoiceSearchButton } from "./VoiceSearchButton.tsx";
import { I18nextProvider } from "react-i18next";
import { createTranslator } from "../../i18n/translator.ts";

/** Stands in for the browser's SpeechRecognition; the test plays the browser's part through its methods. */
class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  static failOn: "construct" | "start" | null = null;

  lang = "";
  interimResults = false;
  continuous = false;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null = null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  stopped = false;
  aborted = false;

  constructor() {
    if (FakeRecognition.failOn === "construct") throw new Error("constructor failed");
    FakeRecognition.instances.push(this);
  }
  start() {
    if (FakeRecognition.failOn === "start") throw new DOMException("start failed", "InvalidStateError");
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  abort() {
    this.aborted = true;
  }

  /** The results of the session so far, as the browser sends them: every phrase, the last one interim. */
  hear(...phrases: string[]) {
    const results = phrases.map((phrase, i) =>
      Object.assign([{ transcript: i === 0 ? phrase : ` ${phrase}` }], { isFinal: i < phrases.length - 1 }),
    );
    act(() => this.onresult?.({ resultIndex: phrases.length - 1, results }));
  }
  fail(error: string) {
    act(() => this.onerror?.({ error }));
  }
  end() {
    act(() => this.onend?.());
  }
}

type SpeechWindow = { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
const speechWindow = window as unknown as SpeechWindow;

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const recognition = () => {
  const last = FakeRecognition.instances.at(-1);
  if (!last) throw new Error("no SpeechRecognition was created");
  return last;
};
const voiceButton = () => screen.getByRole("button", { name: /Search by voice|Stop listening/ });
const searchBox = () => screen.getByRole("searchbox") as HTMLInputElement;

const spyOnAlert = () => vi.spyOn(window, "alert").mockImplementation(() => {});
let alertSpy: ReturnType<typeof spyOnAlert>;

beforeEach(() => {
  vi.useFakeTimers();
  FakeRecognition.instances = [];
  FakeRecognition.failOn = null;
  speechWindow.webkitSpeechRecognition = FakeRecognition;
  alertSpy = spyOnAlert();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete speechWindow.SpeechRecognition;
  delete speechWindow.webkitSpeechRecognition;
});

/** A search form like the header's: the transcript fills the box and the search navigates. */
function SearchForm() {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  return (
    <form role="search">
      <input
        type="search"
        aria-label="Search products"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <VoiceSearchButton
        onTranscript={setSearch}
        onSearch={(text) => navigate(`/products?${new URLSearchParams({ search: text })}`)}
      />
    </form>
  );
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderForm() {
  return render(
    <MemoryRouter initialEntries={["/"]}>
      <SearchForm />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId("location").textContent;

/** The form on screen, listening after a click on its voice button. */
function startListening() {
  renderForm();
  fireEvent.click(voiceButton());
}

describe("voice search", () => {
  it("starts listening in en-US with interim, continuous results", () => {
    renderForm();
    const button = voiceButton();
    expect(button.getAttribute("type")).toBe("button");
    expect(button.getAttribute("aria-label")).toBe("Search by voice");
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("status").textContent).toBe("");

    fireEvent.click(button);

    const session = recognition();
    expect(session.started).toBe(true);
    expect(session.lang).toBe("en-US");
    expect(session.interimResults).toBe(true);
    expect(session.continuous).toBe(true);
    expect(voiceButton().getAttribute("aria-label")).toBe("Stop listening");
    expect(voiceButton().getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Listening…");
  });

  it("prefers the standard SpeechRecognition over the webkit one", () => {
    class Standard extends FakeRecognition {}
    speechWindow.SpeechRecognition = Standard;
    startListening();
    expect(recognition()).toBeInstanceOf(Standard);
  });

  it("shows the transcript in the search box as it arrives", () => {
    startListening();
    recognition().hear("red");
    expect(searchBox().value).toBe("red");
    recognition().hear("red", "running shoes");
    expect(searchBox().value).toBe("red running shoes");
    expect(location()).toBe("/");
  });

  it("searches after exactly 2000 ms of silence, then goes back to idle", () => {
    startListening();
    recognition().hear("iphone 15");

    advance(1999);
    expect(location()).toBe("/");
    expect(recognition().stopped).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("Listening…");

    advance(1);
    expect(location()).toBe("/products?search=iphone+15");
    expect(recognition().stopped).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Searching…");
    expect(voiceButton().getAttribute("aria-pressed")).toBe("false");

    recognition().end();
    expect(screen.getByRole("status").textContent).toBe("");
    expect(voiceButton().getAttribute("aria-label")).toBe("Search by voice");
    expect(searchBox().value).toBe("iphone 15");
  });

  it("listens again when clicked before the browser has ended the searched session", () => {
    startListening();
    const first = recognition();
    first.hear("sofa");
    advance(2000);
    expect(screen.getByRole("status").textContent).toBe("Searching…");

    fireEvent.click(voiceButton());

    expect(first.aborted).toBe(true);
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(recognition().started).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Listening…");
  });

  it("restarts the silence timer on each new result", () => {
    startListening();
    recognition().hear("samsung");
    advance(1500);
    recognition().hear("samsung", "galaxy");
    advance(1999);
    expect(location()).toBe("/");
    advance(1);
    expect(location()).toBe("/products?search=samsung+galaxy");
  });

  it("searches once, ignoring results that come after the search", () => {
    startListening();
    recognition().hear("laptop");
    advance(2000);
    recognition().hear("laptop", "bag");
    advance(5000);
    expect(searchBox().value).toBe("laptop");
    expect(location()).toBe("/products?search=laptop");
  });

  it("does not search before anything was heard", () => {
    startListening();
    advance(10_000);
    expect(location()).toBe("/");
    expect(screen.getByRole("status").textContent).toBe("Listening…");
  });

  it("stops listening on a second click, without searching", () => {
    startListening();
    recognition().hear("watch");
    fireEvent.click(screen.getByRole("button", { name: "Stop listening" }));

    expect(recognition().stopped).toBe(true);
    expect(voiceButton().getAttribute("aria-label")).toBe("Search by voice");
    expect(voiceButton().getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("status").textContent).toBe("");
    advance(5000);
    expect(location()).toBe("/");
    expect(searchBox().value).toBe("watch");
  });

  it("listens again after stopping, with a new recognition", () => {
    startListening();
    fireEvent.click(voiceButton());
    fireEvent.click(voiceButton());
    expect(FakeRecognition.instances).toHaveLength(2);
    recognition().hear("camera");
    advance(2000);
    expect(location()).toBe("/products?search=camera");
  });

  it.each([
    ["not-allowed", "Microphone access was denied. Please allow microphone access to use voice search."],
    ["service-not-allowed", "Voice search is blocked in this browser. Please check your browser settings."],
    ["no-speech", "No speech detected. Please try speaking again."],
  ])("alerts on the %s error and goes back to idle", (code, message) => {
    startListening();
    recognition().hear("tv");
    recognition().fail(code);

    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(message);
    expect(voiceButton().getAttribute("aria-label")).toBe("Search by voice");
    expect(screen.getByRole("status").textContent).toBe("");
    advance(5000);
    expect(location()).toBe("/");
  });

  it("does not alert when the session is aborted", () => {
    startListening();
    recognition().fail("aborted");
    expect(alertSpy).not.toHaveBeenCalled();
    expect(voiceButton().getAttribute("aria-label")).toBe("Search by voice");
  });

  it("alerts when the browser has no speech recognition", () => {
    delete speechWindow.webkitSpeechRecognition;
    startListening();
    expect(alertSpy).toHaveBeenCalledWith(
      "Voice search is not supported in this browser. Please try Chrome or Edge.",
    );
    expect(voiceButton().getAttribute("aria-pressed")).toBe("false");
  });

  it.each(["construct", "start"] as const)("alerts when the recognition fails to %s", (failOn) => {
    FakeRecognition.failOn = failOn;
    startListening();
    expect(alertSpy).toHaveBeenCalledWith("Voice search could not start. Please try again.");
    expect(voiceButton().getAttribute("aria-label")).toBe("Search by voice");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("goes back to idle when the browser ends the session by itself", () => {
    startListening();
    recognition().hear("phone");
    recognition().end();
    expect(voiceButton().getAttribute("aria-label")).toBe("Search by voice");
    advance(5000);
    expect(location()).toBe("/");
  });

  it("aborts the recognition and clears the silence timer on unmount", () => {
    const onSearch = vi.fn();
    const { unmount } = render(<VoiceSearchButton onTranscript={() => {}} onSearch={onSearch} />);
    fireEvent.click(screen.getByRole("button", { name: "Search by voice" }));
    const session = recognition();
    session.hear("headphones");
    expect(vi.getTimerCount()).toBe(1);

    unmount();

    expect(session.aborted).toBe(true);
    expect(session.onresult).toBeNull();
    expect(session.onerror).toBeNull();
    expect(session.onend).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    advance(5000);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("fills the header's search box and searches the products from it", () => {
    // The header's categories are not the point here: every call is the API's 404.
    mockApi({});
    renderAt("/", [
      { path: "/", element: <Header /> },
      { path: "/products", element: <Location /> },
    ]);
    const form = screen.getByRole("search");
    fireEvent.click(within(form).getByRole("button", { name: "Search by voice" }));
    recognition().hear("mountain", "jacket");
    expect((within(form).getByRole("searchbox") as HTMLInputElement).value).toBe("mountain jacket");
    advance(2000);
    expect(location()).toBe("/products?search=mountain+jacket");
  });
});

describe("voice search in Nepali", () => {
  it("listens in Nepali and speaks Nepali in its label, status and alerts", () => {
    render(
      <I18nextProvider i18n={createTranslator("ne")}>
        <MemoryRouter initialEntries={["/"]}>
          <SearchForm />
        </MemoryRouter>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "बोलेर खोज्नुहोस्" }));
    expect(recognition().lang).toBe("ne-NP");
    expect(screen.getByRole("button", { name: "सुन्न रोक्नुहोस्" })).toBeVisible();
    expect(screen.getByRole("status").textContent).toBe("सुनिँदैछ…");
    recognition().fail("no-speech");
    expect(alertSpy).toHaveBeenCalledWith("कुनै आवाज सुनिएन। कृपया फेरि बोल्नुहोस्।");
  });
});
