// A screen whose code loads on demand, and can be loaded ahead: on the server before a page is rendered, in the
// browser before a server-rendered page hydrates and when the shopper navigates (beside the screen's data). Once
// loaded it renders at once (React's `use` reads a settled promise without suspending), so neither the server's
// HTML nor hydration ever waits on a loading state that the other side would not show.
import { use, type ComponentType } from "react";

type Module = { default: ComponentType };

export type LazyScreen = ComponentType & { preload: () => Promise<Module> };

export function lazyScreen(load: () => Promise<Module>): LazyScreen {
  let loading: Promise<Module> | undefined;
  const preload = () => {
    if (!loading) {
      const promise = load();
      // The fields React's own thenables carry: `use` reads a settled promise synchronously.
      promise.then(
        (value) => Object.assign(promise, { status: "fulfilled", value }),
        (reason: unknown) => Object.assign(promise, { status: "rejected", reason }),
      );
      loading = promise;
    }
    return loading;
  };
  function Screen() {
    const { default: Component } = use(preload());
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}

/** A screen that is one named export of a module shared by several screens. */
export function lazyNamedScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return lazyScreen(() => load().then((module) => ({ default: pick(module) })));
}
