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

type Snapshot = { focused: number; values: string[] };

const focusableSelector = "a[href], button, input, select, textarea, [tabindex]";

function takeSnapshot(root: HTMLElement): Snapshot {
  const focusables = [...root.querySelectorAll(focusableSelector)];
  const active = document.activeElement;
  return {
    focused: active ? focusables.indexOf(active) : -1,
    values: [...root.querySelectorAll("input")].map((input) => input.value),
  };
}

function applySnapshot(root: HTMLElement, snapshot: Snapshot): void {
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
    const button = (event.target as Element).closest("button");
    if (button && ref.current) {
      pendingPress.current = [...ref.current.querySelectorAll(focusableSelector)].indexOf(button);
      wake();
      return;
    }
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    if (anchor.origin !== window.location.origin) return;
    event.preventDefault();
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
        // A form in the kept markup has no handler yet: it is sent by the real one after the swap.
        event.preventDefault();
        const forms = [...(ref.current?.querySelectorAll("form") ?? [])];
        pendingSubmit.current = forms.indexOf(event.target as HTMLFormElement);
        wake();
      }}
    />
  );
}
