// Change listeners for the objects screens subscribe to (the store, the poll record, storage
// and history status): `subscribe` in the shape useSyncExternalStore takes, `notify` to call them.
export class Listeners {
  private readonly set = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.set.add(listener);
    return () => {
      this.set.delete(listener);
    };
  };

  notify(): void {
    for (const listener of this.set) listener();
  }

  get size(): number {
    return this.set.size;
  }
}
