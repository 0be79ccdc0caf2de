import { lazy, type ComponentType } from "react";

/**
 * A component in a script chunk of its own, loaded when it first renders or
 * earlier by preload() (a shopper pointing at or focusing what opens it).
 * Once loaded it renders at once, without suspending: a server that awaits
 * preload() before rendering puts the component's HTML in the page itself,
 * rather than a fallback swapped in by a script, which a browser without
 * JavaScript never runs. In the browser the first render suspends until the
 * chunk arrives; during hydration React keeps the server's HTML meanwhile.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to arrive (a dropped connection) is asked for again next time.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload, isLoaded: () => loaded !== null };
}
