import type { Action, Store, Unsubscribe } from 'redux';
import { initialRootState, type PersistedRootState } from './initial-state';

// The Redux store the page renders with from its first paint. Redux Toolkit, redux-persist and the
// reducers (about 12 KB compressed) load after hydration (see app-runtime.component.tsx); until then
// this stand-in answers with the empty slices and queues what is dispatched. Once the real store is
// attached it delegates everything to it, so react-redux's Provider and hooks work unchanged.

type AnyDispatchable = Action | ((...args: never[]) => unknown);

export interface DeferredStore extends Store<PersistedRootState> {
  /** Hands over to the real store: replays queued actions, then notifies subscribers. */
  attach(store: Store<PersistedRootState>): void;
  readonly attached: boolean;
}

export function createDeferredStore(initialState: PersistedRootState = initialRootState): DeferredStore {
  let target: Store<PersistedRootState> | null = null;
  let queue: AnyDispatchable[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const deferred = {
    getState: () => (target ? target.getState() : initialState),
    dispatch(action: AnyDispatchable) {
      if (target) return (target.dispatch as (a: AnyDispatchable) => unknown)(action);
      queue.push(action);
      return action;
    },
    subscribe(listener: () => void): Unsubscribe {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    replaceReducer() {
      throw new Error('The deferred store has no reducer of its own');
    },
    attach(store: Store<PersistedRootState>) {
      if (target) return;
      target = store;
      store.subscribe(notify);
      const pending = queue;
      queue = [];
      for (const action of pending) (store.dispatch as (a: AnyDispatchable) => unknown)(action);
      notify();
    },
    get attached() {
      return target !== null;
    },
  };
  return deferred as unknown as DeferredStore;
}
