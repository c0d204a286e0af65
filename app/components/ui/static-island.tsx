import {
  type ComponentType,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";

/**
 * Server-rendered markup whose code the browser loads only when it is about to matter: parts of
 * a page far below the first screen (the footer, the home page's lower sections) that do nothing
 * until they are reached. The server renders the component in full; the browser hydrates the
 * island by keeping that markup as it is (no code needed), and swaps in the real component,
 * fetched on demand, once the island comes within a screen of the viewport, is pointed at,
 * focused or submitted, or its props change (another language or currency makes the server's
 * markup out of date). Until then a click on one of its links still navigates in the page.
 *
 * The swap replaces identical markup, so nothing moves; the focused control and typed values
 * are carried over, a form submitted before the swap is submitted again after it, and a button
 * pressed before the swap is pressed again after it. An island always in view (the header) can
 * leave out the nearness rule and wait for a pointer, focus, press or prop change.
 */

// Islands by id, as the server renders them: filled by app/entry.server.tsx only, so the
// browser bundle never contains an island's component.
// Each island has props of its own: stored as taking `never` (any component fits), read back
// with the island's own props.
export const ServerIslands = createContext<Readonly<Record<string, ComponentType<never>>>>({});

const loadedIslands = new Map<string, ComponentType<never>>();

const subscribeToNothing = () => () => {};
const notHydrating = () => false;
const isHydrating = () => true;

// `shown`: the natively opened popovers and <details> (a menu opened before the code arrived),
// by index among them, so the swap keeps them open.
type Snapshot = { focused: number; values: string[]; shown: number[] };

const openableSelector = "[popover], details";

const focusableSelector = "a[href], button, input, select, textarea, [tabindex]";

function takeSnapshot(root: HTMLElement): Snapshot {
  const focusables = [...root.querySelectorAll(focusableSelector)];
  const active = document.activeElement;
  return {
    focused: active ? focusables.indexOf(active) : -1,
    values: [...root.querySelectorAll("input")].map((input) => input.value),
    shown: [...root.querySelectorAll<HTMLElement>(openableSelector)].flatMap((element, index) =>
      isShown(element) ? [index] : [],
    ),
  };
}

function isShown(element: HTMLElement): boolean {
  if (element instanceof HTMLDetailsElement) return element.open;
  try {
    return element.matches(":popover-open");
  } catch {
    return false;
  }
}

function applySnapshot(root: HTMLElement, snapshot: Snapshot): void {
  const openables = root.querySelectorAll<HTMLElement>(openableSelector);
  for (const index of snapshot.shown) {
    const element = openables[index];
    if (element instanceof HTMLDetailsElement) element.open = true;
    else if (element && !isShown(element)) element.showPopover?.();
  }
  const inputs = root.querySelectorAll("input");
  snapshot.values.forEach((value, index) => {
    const input = inputs[index];
    if (!input || value === "" || input.value === value) return;
    // Through the native setter and an input event, so a controlled input's state follows.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  if (snapshot.focused >= 0) {
    const target = root.querySelectorAll<HTMLElement>(focusableSelector)[snapshot.focused];
    target?.focus({ preventScroll: true });
  }
}

/** Closes the native popover (a header menu) holding `element`, if it is open. */
function closeMenuOf(element: Element): void {
  const menu = element.closest<HTMLElement>("[popover]");
  try {
    if (menu?.matches(":popover-open")) menu.hidePopover();
  } catch {
    // A browser without popovers never opened it.
  }
}

function isGetForm(form: HTMLFormElement | null): form is HTMLFormElement {
  return form !== null && form.method === "get" && form.getAttribute("action") !== null;
}

/** The in-app URL a GET form leads to, or null when it leaves the site or is empty. */
function getFormTarget(form: HTMLFormElement): string | null {
  const url = new URL(form.action, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") query.set(name, value.trim());
  }
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

export function StaticIsland<P extends object>({
  id,
  load,
  props,
  className,
  wakeNearViewport = true,
}: {
  /** The wrapper's id, unique on the page; also the key of the server's component. */
  id: string;
  /** Fetches the component (a dynamic import); the browser only. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  className?: string;
  /** Load when within a screen of the viewport (true unless the island is always in view). */
  wakeNearViewport?: boolean;
}) {
  const Server = useContext(ServerIslands)[id] as ComponentType<P> | undefined;
  const ref = useRef<HTMLDivElement>(null);
  const [Body, setBody] = useState<ComponentType<P> | undefined>(
    () => loadedIslands.get(id) as ComponentType<P> | undefined,
  );
  // The server's markup, kept while hydrating; a later mount (a client-side navigation) has none.
  // (React gives the server snapshot only while hydrating: an island mounted later must not read
  // the markup of the one it replaces.)
  const hydrating = useSyncExternalStore(subscribeToNothing, notHydrating, isHydrating);
  const [serverHtml] = useState(() =>
    Server || Body || !hydrating ? null : (document.getElementById(id)?.innerHTML ?? null),
  );
  const [firstProps] = useState(props);
  const navigate = useNavigate();
  const waking = useRef(false);
  const snapshot = useRef<Snapshot | null>(null);

  // A press in progress on the kept markup: the swap waits for it to end, so the press's click
  // lands on the markup it started on (and is replayed), not on a node swapped in between.
  const pressing = useRef(false);
  const swapAfterPress = useRef<(() => void) | null>(null);

  const wake = useCallback(() => {
    if (waking.current) return;
    waking.current = true;
    void load().then((component) => {
      loadedIslands.set(id, component as ComponentType<never>);
      // The snapshot and the new markup in one task: a keystroke landing between them would go
      // into the old input after its value was read, and be lost with it.
      const swap = () => {
        if (ref.current) snapshot.current = takeSnapshot(ref.current);
        flushSync(() => setBody(() => component));
      };
      if (pressing.current) swapAfterPress.current = swap;
      else swap();
    });
  }, [id, load]);

  useEffect(() => {
    if (Body) return;
    const release = () => {
      pressing.current = false;
      const swap = swapAfterPress.current;
      swapAfterPress.current = null;
      // After the press's click, which the browser fires right after the pointer goes up.
      if (swap) setTimeout(swap);
    };
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    return () => {
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
    };
  }, [Body]);

  const stale = !sameProps(props, firstProps);
  useEffect(() => {
    if (!Body && (stale || serverHtml === null)) wake();
  }, [Body, stale, serverHtml, wake]);

  useEffect(() => {
    const element = ref.current;
    if (!wakeNearViewport) return;
    if (Body || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [Body, wake, wakeNearViewport]);

  // A form submitted in the kept markup: sent again once the real component is there.
  const pendingSubmit = useRef(-1);
  // A button pressed in the kept markup (its index among the focusable elements): pressed again.
  const pendingPress = useRef(-1);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!Body || !root || !snapshot.current) return;
    applySnapshot(root, snapshot.current);
    snapshot.current = null;
    const form = root.querySelectorAll("form")[pendingSubmit.current];
    pendingSubmit.current = -1;
    const pressed = root.querySelectorAll<HTMLElement>(focusableSelector)[pendingPress.current];
    pendingPress.current = -1;
    // After React has taken in the carried-over values (their input events' state updates).
    // A press that submitted a form is replayed as that submit alone: pressing the button again
    // as well would send the form twice.
    if (form) setTimeout(() => form.requestSubmit());
    else if (pressed) setTimeout(() => pressed.click());
  }, [Body]);

  if (Server) {
    return (
      <div id={id} className={className}>
        <Server {...props} />
      </div>
    );
  }
  if (Body) {
    return (
      <div id={id} className={className} ref={ref}>
        <Body {...props} />
      </div>
    );
  }

  // A link in the kept markup navigates in the page, as a rendered <Link> would; a button is
  // pressed again once the real component is there.
  const followLink = (event: React.MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    // A link marked `data-island-press` opens something of the component's own (a dialog) once
    // the code is there, and is a plain link before hydration or without JavaScript.
    const button = (event.target as Element).closest("button, a[data-island-press]");
    // A button that opens a popover did its work natively: pressing it again would close it.
    if (button?.hasAttribute("popovertarget")) {
      wake();
      return;
    }
    // A GET form's submit button: the submit itself is followed at once (onSubmit below).
    if (button instanceof HTMLButtonElement && button.type === "submit" && isGetForm(button.form)) {
      return;
    }
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (button instanceof HTMLAnchorElement && modified) return;
    if (button && ref.current) {
      if (button instanceof HTMLAnchorElement) event.preventDefault();
      pendingPress.current = [...ref.current.querySelectorAll(focusableSelector)].indexOf(button);
      // Painted at once: the press is taken, its answer follows with the code.
      button.setAttribute("data-island-pressed", "");
      wake();
      return;
    }
    if (modified) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    if (anchor.origin !== window.location.origin) return;
    event.preventDefault();
    closeMenuOf(anchor);
    void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegated handlers; the links and the form inside are the controls
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link inside fires this click too
    <div
      id={id}
      className={className}
      ref={ref}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this island, read back from the page
      dangerouslySetInnerHTML={{ __html: serverHtml ?? "" }}
      suppressHydrationWarning
      onClick={followLink}
      onFocus={wake}
      onPointerEnter={wake}
      onPointerDown={() => {
        pressing.current = true;
        wake();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        // A GET form (search) is a link with typed parameters: followed at once, like a link,
        // instead of waiting for the code (a press must never wait for a download).
        if (isGetForm(form)) {
          const target = getFormTarget(form);
          if (target) {
            form.reset();
            closeMenuOf(form);
            // Shown as taken in the frame after the press; the page's progress bar follows with
            // the navigation's render.
            form.querySelector("button[type=submit]")?.setAttribute("data-island-pressed", "");
            void navigate(target);
            return;
          }
        }
        // Any other form in the kept markup has no handler yet: the real one sends it after the
        // swap.
        const forms = [...(ref.current?.querySelectorAll("form") ?? [])];
        pendingSubmit.current = forms.indexOf(form);
        wake();
      }}
    />
  );
}
