/** What must be undone when a context closes: modules' bus subscriptions, timers. */
export class Lifecycle {
  private readonly closers: Array<() => void | Promise<void>> = [];

  onClose(close: () => void | Promise<void>): void {
    this.closers.push(close);
  }

  /** Runs the callbacks newest first, each once; a failing one does not stop the others. */
  async close(): Promise<void> {
    const closers = this.closers.splice(0).reverse();
    const results = await Promise.allSettled(closers.map(async (close) => close()));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
